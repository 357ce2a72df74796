import type { Config } from '../config';
import { LocalStore } from './local';
import { S3Store } from './s3';
import type { FileStore } from './types';

export { diskFailureAsStorageError, isDiskFailure, StorageError, type FileStore, type StoredFile } from './types';

/** The store the configuration chooses: S3 when S3_BUCKET is set, otherwise DATA_DIR/uploads. */
export function createStorage(config: Pick<Config, 'uploadsDir' | 'storage'>): FileStore {
  return config.storage.kind === 's3' ? new S3Store(config.storage) : new LocalStore(config.uploadsDir);
}
