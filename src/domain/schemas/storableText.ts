// Text the database can store. PostgreSQL refuses a NUL byte in text, and a lone UTF-16 surrogate
// (JSON's "\ud800", a high surrogate without its low one or a low one alone) cannot be encoded as
// UTF-8: either would reach the database and fail there with a 500. The API refuses both first,
// as invalid input on the field that carries them (server/http/inputGuard.ts).

// oxlint-disable-next-line no-control-regex -- the NUL byte is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** False for text holding a NUL byte or a lone surrogate; a well-formed pair (an emoji) is text. */
export const isStorableText = (text: string) => text.search(UNSTORABLE) === -1;

/** Deeper input than this is not ours (qs already limits queries to depth 3). */
const MAX_DEPTH = 8;

/**
 * The path (`filters.term`, `addresses.0.city`) of the first string, or key, that is not storable
 * text, or null. A bad key is named without its bad characters.
 */
export function unstorableTextPath(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path.join('.') || 'body';
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, child] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, key.replace(UNSTORABLE, '')].join('.');
    const found = unstorableTextPath(child, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}
