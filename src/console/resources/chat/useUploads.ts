import { useState } from 'react';
import { isChatDocument, isChatImage } from '../../../domain/chat';
import { ERROR_TEXTS } from '../../../domain/errors';
import { isWithinUploadLimit, TYPE_NOT_ALLOWED } from '../../../domain/uploads';
import { errorText, serverFieldErrors } from '../../components/serverErrors';
import { useChatDataProvider } from './useChat';
import { compressImage } from './compressImage';

export interface PendingFile {
  key: number;
  kind: 'image' | 'document';
  filename: string;
  /** 0 to 100 while compressing and sending. */
  progress: number;
  status: 'uploading' | 'done' | 'error';
  path?: string;
  /** Why it failed: the console's own check, or the server's answer. */
  error?: string;
}

let nextKey = 0;

/**
 * Why a picked file is refused before it is sent, or null: a type the message cannot carry (the
 * chooser's filter can be switched to 'all files') is 'Tipo de arquivo não permitido'; a document
 * over 10 MB is too large (images are compressed to 1 MB first).
 */
export function refusedBeforeUpload(file: File, kind: PendingFile['kind']): string | null {
  const allowed = kind === 'image' ? isChatImage(file.name) : isChatDocument(file.name);
  if (!allowed) return TYPE_NOT_ALLOWED;
  if (kind === 'document' && !isWithinUploadLimit(file.size)) return ERROR_TEXTS.tooLarge;
  return null;
}

/**
 * The composer's attachments: each image is compressed (progress 0-80) and each file sent to
 * POST /content/upload (80-100), shown with its progress and, on failure, its error state and why
 * (the server's field message, e.g. 'Tipo de arquivo não permitido' for content of another type).
 */
export function useUploads() {
  const dataProvider = useChatDataProvider();
  const [files, setFiles] = useState<PendingFile[]>([]);
  const patch = (key: number, change: Partial<PendingFile>) =>
    setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...change } : f)));

  const add = (picked: File[], kind: PendingFile['kind']) => {
    for (const file of picked) {
      const key = ++nextKey;
      const refused = refusedBeforeUpload(file, kind);
      if (refused) {
        setFiles((list) => [...list, { key, kind, filename: file.name, progress: 0, status: 'error', error: refused }]);
        continue;
      }
      setFiles((list) => [...list, { key, kind, filename: file.name, progress: 0, status: 'uploading' }]);
      const ready =
        kind === 'image'
          ? compressImage(file, (p) => patch(key, { progress: Math.round(p * 0.8) }))
          : Promise.resolve(file);
      ready
        .then((prepared) => {
          patch(key, { progress: 80 });
          return dataProvider.uploadFile(
            prepared instanceof File ? prepared : new File([prepared], file.name, { type: file.type }),
          );
        })
        .then(({ path }) => patch(key, { progress: 100, status: 'done', path }))
        .catch((error: unknown) => {
          const fieldError = Object.values(serverFieldErrors(error) ?? {})[0];
          patch(key, { status: 'error', error: fieldError ?? errorText(error) });
        });
    }
  };
  const remove = (key: number) => setFiles((list) => list.filter((f) => f.key !== key));
  const clear = () => setFiles([]);
  return { files, add, remove, clear };
}
