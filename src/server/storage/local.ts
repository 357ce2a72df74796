import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { FileStore, StoredFile } from './types';

/**
 * Files under one folder (DATA_DIR/uploads): YYYY/MM/<32 hex>.<ext>, mode 0600, written through a
 * temporary name and renamed, so a reader never sees half a file.
 */
export class LocalStore implements FileStore {
  readonly kind = 'local';
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  get where() {
    return this.root;
  }

  async check() {
    await fs.promises.mkdir(this.root, { recursive: true });
  }

  /** The file behind a key, or null when the key would leave the folder. */
  private fileOf(key: string): string | null {
    const file = path.resolve(this.root, key);
    return file.startsWith(this.root + path.sep) ? file : null;
  }

  private target(key: string): string {
    const file = this.fileOf(key);
    if (!file) throw new Error(`storage key outside the uploads folder: ${key}`);
    return file;
  }

  async scratchFile(folder: string, id: string) {
    const file = this.target(`${folder}/${id}.part`);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    return file;
  }

  async put(key: string, source: Buffer | { file: string }) {
    const target = this.target(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    if (!Buffer.isBuffer(source)) {
      await fs.promises.rename(source.file, target).catch(async (err: NodeJS.ErrnoException) => {
        // Another disk (a scratch file not made by scratchFile): copy, then remove.
        if (err.code !== 'EXDEV') throw err;
        await fs.promises.copyFile(source.file, target);
        await fs.promises.chmod(target, 0o600);
        await fs.promises.rm(source.file, { force: true });
      });
      return;
    }
    const temporary = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.part`;
    try {
      await fs.promises.writeFile(temporary, source, { mode: 0o600 });
      await fs.promises.rename(temporary, target);
    } catch (err) {
      await fs.promises.rm(temporary, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.fileOf(key);
    if (!file) return null;
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(file, 'r');
    } catch {
      return null;
    }
    // Opened first, then measured: the length and the bytes are the same file's.
    const stat = await handle.stat().catch(() => null);
    if (!stat?.isFile()) {
      await handle.close();
      return null;
    }
    return { body: handle.createReadStream(), size: stat.size };
  }

  async delete(key: string) {
    const file = this.fileOf(key);
    if (file) await fs.promises.rm(file, { force: true });
  }

  async list() {
    if (!fs.existsSync(this.root)) return [];
    const entries = (await fs.promises.readdir(this.root, { recursive: true })) as string[];
    const files: string[] = [];
    for (const entry of entries) {
      if ((await fs.promises.stat(path.join(this.root, entry))).isFile()) files.push(entry.split(path.sep).join('/'));
    }
    return files.sort();
  }
}
