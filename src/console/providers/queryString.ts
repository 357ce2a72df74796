/**
 * The API's query strings, as the server's parser (qs) reads them: nested objects as `a[b]=c`,
 * arrays as `a[0]=x`, dates as ISO strings, null and undefined left out, keys written as they are
 * (brackets unencoded) and values percent-encoded. A few lines instead of the `qs` package on the
 * sign-in page (≈ 55 KB before compression with its dependencies; docs/performance.md).
 * test/console/providers/queryString.test.ts holds it equal to `qs.stringify(…, { skipNulls: true,
 * encodeValuesOnly: true })`, what the console sent before.
 */
export function encodeQuery(query: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === null || value === undefined) return;
    if (value instanceof Date) {
      parts.push(`${key}=${encodeValue(value.toISOString())}`);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => add(`${key}[${i}]`, item));
    } else if (typeof value === 'object') {
      for (const [sub, item] of Object.entries(value)) add(`${key}[${sub}]`, item);
    } else {
      parts.push(`${key}=${encodeValue(String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return parts.join('&');
}

/** RFC 3986: everything but letters, digits and -_.~ is percent-encoded (as qs does). */
const encodeValue = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
