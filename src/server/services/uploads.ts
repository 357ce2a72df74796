import crypto from 'node:crypto';
import fs from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import {
  FILE_NAME_REFUSED,
  FILE_TYPES,
  MAX_UPLOAD_BYTES,
  STORED_PATH,
  TYPE_NOT_ALLOWED,
  isAcceptableFileName,
  type FileType,
} from '../../domain/uploads';
import { RECEIPT_MIME_TYPES, RECEIPT_UPLOAD_PURPOSE, TRANSFER_TEXTS } from '../../domain/appTransfers';
import { INVALID } from '../../domain/schemas/messages';
import { uploads } from '../db/schema';
import { diskFailureAsStorageError, type FileStore, type StoredFile } from '../storage';
import { invalid, tooLarge } from './errors';

/**
 * POST /content/upload and GET /content/<path> (DESIGN "Uploads"; docs/geo-and-uploads.md):
 * files up to 10 MB whose CONTENT is one of the allowed types, stored in the
 * configured store (storage/) as YYYY/MM/<32 random hex>.<ext of the detected type>, one row each in `uploads`.
 */

// The limit, the allowed types and the stored path's shape are the domain's (shared with the
// console and the seed); re-exported for the routes.
export { FILE_TYPES, MAX_UPLOAD_BYTES, STORED_PATH, TYPE_NOT_ALLOWED, type FileType } from '../../domain/uploads';

/** Bytes read from the start of a file to recognise its type. */
const HEAD_BYTES = 64;

const startsWith = (head: Buffer, bytes: number[] | string, offset = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return head.length >= offset + expected.length && head.subarray(offset, offset + expected.length).equals(expected);
};

/**
 * The type a file's first bytes (magic numbers) say it is; 'zip' for a ZIP container, which is
 * an .xlsx only when its entries say so (see isXlsx). Names and declared types are not trusted.
 */
export function sniff(head: Buffer): FileType | 'zip' | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return FILE_TYPES.png;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return FILE_TYPES.jpg;
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return FILE_TYPES.gif;
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8)) return FILE_TYPES.webp;
  if (startsWith(head, '%PDF-')) return FILE_TYPES.pdf;
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  return null;
}

/**
 * The entry names of a ZIP file, read from its central directory (no decompression), or null
 * when the file is not a well-formed (non-ZIP64) archive.
 */
export function zipEntryNames(file: string): string[] | null {
  const fd = fs.openSync(file, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    // End of central directory: 22 bytes plus a comment of up to 65,535 at the very end.
    const tailLength = Math.min(size, 22 + 0xffff);
    const tail = Buffer.alloc(tailLength);
    fs.readSync(fd, tail, 0, tailLength, size - tailLength);
    const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (eocd < 0 || eocd + 22 > tail.length) return null;
    const entries = tail.readUInt16LE(eocd + 10);
    const directorySize = tail.readUInt32LE(eocd + 12);
    const directoryOffset = tail.readUInt32LE(eocd + 16);
    if (directoryOffset + directorySize > size || directorySize > 16 * 1024 * 1024) return null;
    const directory = Buffer.alloc(directorySize);
    fs.readSync(fd, directory, 0, directorySize, directoryOffset);
    const names: string[] = [];
    let at = 0;
    for (let i = 0; i < entries; i++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== 0x02014b50) return null;
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      if (at + 46 + nameLength > directory.length) return null;
      names.push(directory.toString('utf8', at + 46, at + 46 + nameLength));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  } finally {
    fs.closeSync(fd);
  }
}

/** An Office Open XML workbook without macros (.xlsx; .xlsm and other ZIPs are refused). */
export function isXlsx(file: string): boolean {
  const names = zipEntryNames(file);
  if (!names) return false;
  return (
    names.includes('[Content_Types].xml') &&
    names.includes('xl/workbook.xml') &&
    !names.some((name) => name.toLowerCase().endsWith('vbaproject.bin'))
  );
}

/** The client's file name, fit to keep and to show: no folders, no control characters, ≤ 200. */
export function cleanFileName(name: string | undefined, ext: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // oxlint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (!clean) return `arquivo.${ext}`;
  if (clean.length <= 200) return clean;
  const dot = clean.lastIndexOf('.');
  const suffix = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, 200 - suffix.length) + suffix;
}

/**
 * `inline; filename="…"` for an image, `attachment; …` for anything else (a PDF's scripts never
 * run in our origin's tab: issue 39 item 5), with an ASCII fallback, plus RFC 5987's filename*
 * for other names.
 */
export function contentDisposition(name: string, mimeType: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const header = `${servedInline(mimeType) ? 'inline' : 'attachment'}; filename="${ascii}"`;
  if (ascii === name) return header;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${header}; filename*=UTF-8''${encoded}`;
}

/** Only images are shown in the browser's tab; every other type is downloaded. */
export const servedInline = (mimeType: string) => mimeType.startsWith('image/');

/**
 * The policy of every served file: no script, no plugin, no form, an origin of its own (sandbox);
 * an image may still draw itself. The console's own CSP (http/security.ts) is for its page.
 */
export const SERVED_FILE_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

export interface IncomingFile {
  stream: Readable;
  filename: string | undefined;
  /** True when the multipart parser stopped the file at the size limit. */
  truncated: () => boolean;
}

/**
 * What one kind of upload accepts, narrower than FILE_TYPES, and the message for anything else
 * (e.g. a transfer's receipt: png, jpeg, pdf, 'O comprovante deve ser png, jpeg, jpg ou pdf').
 */
export interface UploadAccept {
  mimeTypes: readonly string[];
  message: string;
}

/**
 * POST /content/upload?purpose=…: the kinds of upload narrower than the generic one. Without a
 * purpose every FILE_TYPES type is taken; an unknown purpose is a 422.
 */
const PURPOSES: Record<string, UploadAccept> = {
  [RECEIPT_UPLOAD_PURPOSE]: { mimeTypes: RECEIPT_MIME_TYPES, message: TRANSFER_TEXTS.receiptType },
};

export function uploadPurpose(purpose: unknown): UploadAccept | undefined {
  if (purpose === undefined) return undefined;
  const accept = typeof purpose === 'string' && Object.hasOwn(PURPOSES, purpose) ? PURPOSES[purpose] : undefined;
  if (!accept) throw invalid({ purpose: INVALID });
  return accept;
}

export interface StoredUpload {
  /** Relative to the uploads folder, e.g. 2026/11/ab12….pdf: the value GET /content/<path> takes. */
  path: string;
  /** The client's name, cleaned (shown in Content-Disposition). */
  filename: string;
  mimeType: string;
  size: number;
}

/**
 * Streams the file to a scratch file (beside its final place on the local store), keeping its
 * first bytes, then checks size and content and hands it to the store as
 * YYYY/MM/<random>.<detected ext>; the row in `uploads` is what makes it servable. Anything
 * refused leaves no file behind, in the store or in the scratch folder.
 */
export async function storeUpload(
  db: Db,
  storage: FileStore,
  file: IncomingFile,
  uploadedById: number,
  now = new Date(),
  accept?: UploadAccept,
): Promise<StoredUpload> {
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const id = crypto.randomBytes(16).toString('hex');
  const temporary = await storage.scratchFile(folder, id);

  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  // The content's hash, for the rules that look at what a file is rather than which upload (a receipt proves one payment).
  const hash = crypto.createHash('sha256');
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      hash.update(chunk);
      if (headLength < HEAD_BYTES) {
        headChunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
        headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
      }
      callback(null, chunk);
    },
  });

  let stored: string | null = null;
  try {
    // Before a byte is written: a name with a line break or a control character is refused.
    if (file.filename !== undefined && !isAcceptableFileName(file.filename)) {
      file.stream.resume();
      throw invalid({ file: FILE_NAME_REFUSED }, FILE_NAME_REFUSED);
    }
    await pipeline(file.stream, measure, fs.createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
    if (file.truncated() || size > MAX_UPLOAD_BYTES) throw tooLarge();

    let type = sniff(Buffer.concat(headChunks));
    if (type === 'zip') type = isXlsx(temporary) ? FILE_TYPES.xlsx : null;
    // Still the content that decides: an empty file, text or a GIF named .png is not a receipt.
    if (accept && !(type && accept.mimeTypes.includes(type.mime)))
      throw invalid({ file: accept.message }, accept.message);
    if (!type) throw invalid({ file: TYPE_NOT_ALLOWED }, TYPE_NOT_ALLOWED);

    const relative = `${folder}/${id}.${type.ext}`;
    await storage.put(relative, { file: temporary }, type.mime);
    stored = relative;
    const filename = cleanFileName(file.filename, type.ext);
    await db.insert(uploads).values({
      path: relative,
      originalName: filename,
      mimeType: type.mime,
      size,
      uploadedById,
      sha256: hash.digest('hex'),
    });
    return { path: relative, filename, mimeType: type.mime, size };
  } catch (err) {
    await fs.promises.rm(temporary, { force: true });
    // Best effort: the error that brought us here is the one to answer with.
    if (stored) await storage.delete(stored).catch(() => undefined);
    // A full disk under the scratch file or the store: the files' outage (503), not the request's fault.
    throw diskFailureAsStorageError(err, 'the upload could not be written');
  }
}

export interface ServableUpload extends StoredFile {
  originalName: string;
  mimeType: string;
}

/**
 * The stored file behind a requested path, or null. Only the exact shape this service writes is
 * considered (no '..', no absolute or encoded paths, no folders), only paths recorded in
 * `uploads`, and the file must still be in the store (a local one also keeps it inside its
 * folder). A store that fails throws StorageError (503), never null: a file is not said to be
 * missing when it could not be looked for.
 */
export async function findUpload(db: Db, storage: FileStore, requested: string): Promise<ServableUpload | null> {
  if (!STORED_PATH.test(requested)) return null;
  const [row] = await db
    .select({ path: uploads.path, originalName: uploads.originalName, mimeType: uploads.mimeType })
    .from(uploads)
    .where(eq(uploads.path, requested))
    .limit(1);
  if (!row) return null;
  const found = await storage.get(row.path);
  return found && { ...found, originalName: row.originalName, mimeType: row.mimeType };
}
