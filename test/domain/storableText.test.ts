import { describe, expect, it } from 'vitest';
import { isStorableText, unstorableTextPath } from '../../src/domain/schemas/storableText';

describe('text the database can store', () => {
  it('refuses NUL bytes and lone surrogates, high or low, anywhere in the text', () => {
    for (const bad of ['a\u0000b', '\ud800', 'abc\udbff', '\udc00abc', 'a\udfffb', '\ud83d\ud83d\ude00x\ude00']) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('takes every well-formed text, surrogate pairs (emoji) included', () => {
    for (const good of ['', 'São Paulo', 'ok \ud83d\ude00', '\u{10ffff}', '\ufffd', '%ED%A0%80'])
      expect(isStorableText(good)).toBe(true);
  });

  it('names the first field, nested or in a list, that holds such text, and a bad key without its bad part', () => {
    expect(unstorableTextPath({ a: 'ok', b: { c: ['x', 'y\ud800'] } })).toBe('b.c.1');
    expect(unstorableTextPath({ filters: { term: 'a\u0000' } })).toBe('filters.term');
    expect(unstorableTextPath({ config: { ['k\udfff']: 1 } })).toBe('config.k');
    expect(unstorableTextPath('\ud800')).toBe('body');
    expect(unstorableTextPath({ a: 'ok \ud83d\ude00', n: 2 ** 31, z: null })).toBeNull();
  });
});
