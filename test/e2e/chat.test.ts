import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Chat } from '../../src/domain/chat';
import type { Json, Page as ListPage } from '../../src/domain/wire';
import { launchBrowser, newPage, screenshot, signIn } from '../support/browser';

/**
 * Issue 12, item 5: a law-company case admin answers a tracker in /mensagens with text, an image
 * and a PDF, in the real console against the real server; support reads the same chats without a
 * composer; below 992 px the conversation opens in a drawer. The chat is chosen through the API.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const apiUrl = (path: string) => new URL(path, inject('baseUrl')).toString();

async function apiToken(email: string) {
  const response = await fetch(apiUrl('/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  if (!response.ok) throw new Error(`cannot sign in as ${email}: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** The first open chat of a tab, as the console's list shows it first. */
async function firstOpenChat(token: string, status: string): Promise<Json<Chat>> {
  const response = await fetch(apiUrl(`/admin/chat?status=${status}&page=1&perPage=10`), { headers: { authorization: `Bearer ${token}` } });
  const page = (await response.json()) as ListPage<Json<Chat>>;
  const chat = page.result.find((row) => !row.closed);
  if (!chat) throw new Error(`the demo data has no open chat in '${status}'`);
  return chat;
}

// A 2×2 PNG and a one-page PDF, made here: the upload checks each file's content, not its name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const conversationList = (page: Page) => page.getByRole('list', { name: 'Conversas' });
const messageList = (page: Page) => page.getByRole('list', { name: 'Mensagens da conversa' });

async function openChat(page: Page, trackerName: string) {
  await page.goto('/mensagens');
  await conversationList(page).getByRole('button').filter({ hasText: trackerName }).first().click();
}

describe('Mensagens', () => {
  it('casos@ answers a pending chat with text, an image and a PDF, and finds it under Atribuídos a mim', async () => {
    const chat = await firstOpenChat(await apiToken('casos@demo.test'), 'pending');
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'casos@demo.test');
      await openChat(page, chat.user.name);
      const text = `Bom dia, ${chat.user.name}: pode enviar as fotos do veículo? (${Date.now()})`;
      await page.getByRole('textbox', { name: 'Mensagem' }).fill(text);
      await page.getByTestId('chat-image-input').setInputFiles({ name: 'placa.png', mimeType: 'image/png', buffer: PNG });
      await page.getByTestId('chat-document-input').setInputFiles({ name: 'mandado.pdf', mimeType: 'application/pdf', buffer: PDF });
      const send = page.getByRole('button', { name: 'Enviar', exact: true });
      await expect.poll(() => send.isEnabled(), { timeout: 20_000 }).toBe(true);
      await send.click();

      await messageList(page).getByText(text).waitFor();
      await page.getByRole('img', { name: /^Imagem 1 de / }).last().waitFor();
      await page.getByRole('link', { name: 'mandado.pdf' }).last().waitFor();
      await expect.poll(() => page.getByRole('textbox', { name: 'Mensagem' }).inputValue()).toBe('');
      await screenshot(page, 'chat-sent');

      // Sending made casos@ the attendant: the chat is now his.
      await page.getByRole('tab', { name: /Atribuídos a mim/ }).click();
      await conversationList(page).getByRole('button').filter({ hasText: chat.user.name }).first().waitFor();

      // What was sent survives a reload: it is the server's, not the screen's.
      await page.reload();
      await page.getByRole('tab', { name: /Atribuídos a mim/ }).click();
      await conversationList(page).getByRole('button').filter({ hasText: chat.user.name }).first().click();
      await messageList(page).getByText(text).waitFor();
    } finally {
      await context.close();
    }
  });

  it('suporte@ reads the chats and sees the spec\'s text instead of the composer', async () => {
    const chat = await firstOpenChat(await apiToken('suporte@demo.test'), 'all');
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'suporte@demo.test');
      await page.goto('/mensagens');
      await page.getByRole('tab', { name: /Todos/ }).click();
      await conversationList(page).getByRole('button').filter({ hasText: chat.user.name }).first().click();
      await page.getByText('Não é possível enviar novas mensagens como suporte').waitFor();
      expect(await page.getByRole('textbox', { name: 'Mensagem' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('opens the conversation in a drawer at 900 px, closed by its button', async () => {
    const chat = await firstOpenChat(await apiToken('casos@demo.test'), 'all');
    const { context, page } = await newPage(browser);
    try {
      await page.setViewportSize({ width: 900, height: 800 });
      await signIn(page, 'casos@demo.test');
      await page.goto('/mensagens');
      await page.getByRole('tab', { name: /Todos/ }).click();
      await conversationList(page).getByRole('button').filter({ hasText: chat.user.name }).first().click();
      const close = page.getByRole('button', { name: 'Fechar conversa' });
      await close.waitFor();
      expect(await page.getByText('Selecione uma conversa').count()).toBe(0);
      await screenshot(page, 'chat-drawer-900');
      await close.click();
      await close.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});
