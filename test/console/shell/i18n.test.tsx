import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import english from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/console/providers/i18nProvider';
import { renderAppAs, useShellTestSetup } from './renderApp';

useShellTestSetup();

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('our texts', () => {
  it('have every app.* key the console uses', () => {
    // Every catalogue merged into the provider (app.ts and each screen's own file).
    const known = new Set(flatten(messages as unknown as Tree).map(([key]) => key));
    const used = sourceFiles(path.resolve(__dirname, '../../../src/console')).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/['"`](app\.[a-z_]+(?:\.[a-z_]+)+)['"`]/g)].map((m) => m[1]),
    );
    expect(used.length).toBeGreaterThan(50);
    expect([...new Set(used)].filter((key) => !known.has(key))).toEqual([]);
  });

  it('let no react-admin English default reach the shell', async () => {
    const portuguese = new Set(flatten(messages as unknown as Tree).map(([, text]) => text));
    const englishOnly = new Set(
      flatten(english as unknown as Tree)
        .map(([, text]) => text)
        .filter((text) => !portuguese.has(text)),
    );
    renderAppAs('admin', '/');
    await screen.findByRole('heading', { name: 'Olá, Ana', level: 1 });
    await userEvent.click(screen.getByRole('button', { name: /Menu do usuário/ }));
    await screen.findByRole('menuitem', { name: 'Alterar senha' });
    const texts = [
      ...[...document.body.querySelectorAll('*')].flatMap((el) =>
        ['aria-label', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
      ),
      ...[...document.body.querySelectorAll('*')].map((el) =>
        el.childElementCount === 0 ? (el.textContent ?? '') : '',
      ),
    ].map((text) => text.trim());
    expect(texts.filter((text) => englishOnly.has(text))).toEqual([]);
  });
});
