/**
 * The running import, kept in this browser (issue 24 item 5): a reload or leaving the page stops
 * the sending, and the next visit to /importar reopens the modal on it (spec §4: the modal opens
 * whenever an import id exists), to resume with the same file (its SHA-256, taken at the start)
 * or cancel. The server keeps the rest (status, rows applied, lastSeq).
 */
export interface RunningImport {
  id: number;
  filename: string;
  /** SHA-256 of the file's bytes, hex: the file picked to resume must be this one. */
  hash: string;
  /** The rows the import was started with. */
  total: number;
}

const KEY = 'recupera.import.running';

export function loadRunning(): RunningImport | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as RunningImport | null;
    return value && Number.isInteger(value.id) && typeof value.hash === 'string' ? value : null;
  } catch {
    return null;
  }
}
export const saveRunning = (running: RunningImport) => localStorage.setItem(KEY, JSON.stringify(running));
export const clearRunning = () => localStorage.removeItem(KEY);

/** The file's SHA-256 in hex (Web Crypto; a 100,000-row .xlsx of ~5 MB takes a few ms). */
export async function fileHash(file: Blob): Promise<string> {
  // A view, not the buffer itself: digest refuses an ArrayBuffer of another realm (jsdom's in tests).
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(await file.arrayBuffer()));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
