import type { Readable } from 'node:stream';

/**
 * Where the uploaded files live (docs/operations.md "Where the files live"): one interface for
 * every file the server keeps — uploads, and through them chat images, receipts, report
 * documents and case attachments — and for the demo seed's placeholders.
 *
 * - LocalStore (default): DATA_DIR/uploads/YYYY/MM/<32 hex>.<ext>, the layout of every earlier
 *   version, so existing data keeps working. One machine, or several on a shared disk.
 * - S3Store (S3_BUCKET set): any S3-compatible service; several machines share the bucket.
 *
 * Keys are the paths stored in `uploads.path` (STORED_PATH's shape). Who may read a file is
 * decided before the store is asked (services/fileAccess.ts): the store itself checks nothing.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Where the files are, for the start banner (no secret in it). */
  readonly where: string;
  /** Throws a StorageError saying what is wrong when the store cannot be used (checked at start). */
  check(): Promise<void>;
  /**
   * A new local file to write an incoming upload to before put() takes it: beside its final place
   * when local (put() is then a rename), in the system's temporary folder for S3.
   */
  scratchFile(folder: string, id: string): Promise<string>;
  /** Stores bytes, or a local file (which is moved: gone afterwards), under `key`; replaces what was there. */
  put(key: string, source: Buffer | { file: string }, contentType: string): Promise<void>;
  /** The stored file as a stream with its length, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file under `key` (nothing when there is none). */
  delete(key: string): Promise<void>;
  /** Every key stored (local: every file under the folder, temporary ones included). */
  list(): Promise<string[]>;
}

export interface StoredFile {
  body: Readable;
  size: number;
}

/**
 * The store failed (S3 unreachable, refused credentials, a missing bucket…): the API answers 503
 * with STORAGE_UNAVAILABLE, the log keeps the cause.
 */
export class StorageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageError';
  }
}

/** A disk that takes no more: full, over its quota, read-only or failing (issue 39 item 3). */
const DISK_FAILURES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO']);

/**
 * `err` as a StorageError when it is the disk refusing a write (so the API answers 503 with the
 * files' own message, not 400 or 500); any other error as it is.
 */
export function diskFailureAsStorageError(err: unknown, doing: string): unknown {
  return isDiskFailure(err)
    ? new StorageError(`${doing}: ${String((err as { code: string }).code)}`, { cause: err })
    : err;
}

/** Whether `err` is the disk refusing a write (full, over quota, read-only, failing). */
export function isDiskFailure(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && DISK_FAILURES.has(code);
}
