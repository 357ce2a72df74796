import english from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/console/providers/i18nProvider';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );

describe('pt-BR messages', () => {
  const ours = new Map(flatten(messages as unknown as Tree));

  it('have every key react-admin 5 uses', () => {
    const missing = flatten(english as unknown as Tree)
      .map(([key]) => key)
      .filter((key) => !ours.has(key));
    expect(missing).toEqual([]);
  });

  it('carry no English text where react-admin has a sentence', () => {
    const untranslated = flatten(english as unknown as Tree).filter(
      ([key, text]) => text.split(' ').length > 2 && ours.get(key) === text,
    );
    expect(untranslated).toEqual([]);
  });

  // Issue 34: 'ele será notificado' was said of every tracker, women too. A person named by
  // %{name} is not given a gender: no 'ele'/'ela' pronoun after it in the same text.
  it('give no gender to a person named by %{name}', () => {
    const gendered = [...ours].filter(([, text]) => /%\{name\}.*\b(ele|ela|dele|dela)\b/i.test(text));
    expect(gendered).toEqual([]);
  });
});
