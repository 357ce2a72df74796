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
  const response = await fetch(apiUrl(`/admin/chat?status=${status}&page=1&perPage=10`), {
    headers: { authorization: `Bearer ${token}` },
  });
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
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const conversationList = (page: Page) => page.getByRole('list', { name: 'Conversas' });
const messageList = (page: Page) => page.getByRole('list', { name: 'Mensagens da conversa' });

async function openChat(page: Page, trackerName: string) {
  await page.goto('/mensagens');
  await conversationList(page).getByRole('button').filter({ hasText: trackerName }).first().click();
}

async function sendAs(token: string, chat: Json<Chat>, message: string) {
  const response = await fetch(apiUrl('/admin/chat/send'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ userId: chat.user.id, seizureRequestId: chat.seizureRequest.id, message }),
  });
  if (response.status !== 201) throw new Error(`send: ${response.status} ${await response.text()}`);
}

/**
 * Where an element sits against the message scroller and the window: inside both means a reader
 * sees it without scrolling anything.
 */
function placeOf(page: Page, text: string) {
  return page.evaluate((wanted) => {
    const log = document.querySelector('[role="log"]');
    const scroller = log?.parentElement;
    const item = Array.from(log?.querySelectorAll('li') ?? []).find((li) => li.textContent?.includes(wanted));
    if (!scroller || !item) return null;
    const box = scroller.getBoundingClientRect();
    const at = item.getBoundingClientRect();
    return {
      inScroller: at.top >= box.top - 1 && at.bottom <= box.bottom + 1,
      scrollerInWindow: box.top >= 0 && box.bottom <= window.innerHeight + 1,
      scrollable: scroller.scrollHeight > scroller.clientHeight,
    };
  }, text);
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
      await page
        .getByTestId('chat-image-input')
        .setInputFiles({ name: 'placa.png', mimeType: 'image/png', buffer: PNG });
      await page
        .getByTestId('chat-document-input')
        .setInputFiles({ name: 'mandado.pdf', mimeType: 'application/pdf', buffer: PDF });
      const send = page.getByRole('button', { name: 'Enviar', exact: true });
      await expect.poll(() => send.isEnabled(), { timeout: 20_000 }).toBe(true);
      await send.click();

      await messageList(page).getByText(text).waitFor();
      await page
        .getByRole('img', { name: /^Imagem 1 de / })
        .last()
        .waitFor();
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

  it("suporte@ reads the chats and sees the spec's text instead of the composer", async () => {
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

  // Issue 34: a 30+ message conversation opened at its oldest message, the composer ~2,200 px down.
  for (const [width, height] of [
    [1366, 768],
    [1920, 1080],
  ] as const) {
    it(`opens a long conversation at its newest message with the composer in view at ${width}×${height}, and follows a new one`, async () => {
      const token = await apiToken('casos@demo.test');
      const chat = await firstOpenChat(token, 'all');
      const stamp = Date.now();
      for (let i = 1; i <= 32; i++) await sendAs(token, chat, `Mensagem ${i} de 32 (${stamp})`);
      const { context, page } = await newPage(browser);
      try {
        await page.setViewportSize({ width, height });
        await signIn(page, 'casos@demo.test');
        await page.goto(`/mensagens?conversa=${chat.seizureRequest.id}-${chat.user.id}`);
        const newest = `Mensagem 32 de 32 (${stamp})`;
        await messageList(page).getByText(newest).waitFor();
        await expect
          .poll(() => placeOf(page, newest))
          .toEqual({ inScroller: true, scrollerInWindow: true, scrollable: true });
        const composer = await page.getByRole('textbox', { name: 'Mensagem' }).boundingBox();
        expect(composer && composer.y + composer.height).toBeLessThanOrEqual(height);
        await screenshot(page, `chat-long-${width}`);

        // A message written elsewhere arrives with the poll and scrolls into view.
        const arriving = `Chegou agora (${stamp})`;
        await sendAs(token, chat, arriving);
        await messageList(page).getByText(arriving).waitFor({ timeout: 15_000 });
        await expect.poll(() => placeOf(page, arriving)).toMatchObject({ inScroller: true, scrollerInWindow: true });

        // One's own message too.
        const own = `Enviada daqui (${stamp})`;
        await page.getByRole('textbox', { name: 'Mensagem' }).fill(own);
        await page.getByRole('button', { name: 'Enviar', exact: true }).click();
        await messageList(page).getByText(own).waitFor();
        await expect.poll(() => placeOf(page, own)).toMatchObject({ inScroller: true, scrollerInWindow: true });
      } finally {
        await context.close();
      }
    });
  }

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
