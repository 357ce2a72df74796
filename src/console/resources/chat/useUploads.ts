import { useState } from 'react';
import { isChatImage } from '../../../domain/chat';
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
}

let nextKey = 0;

/**
 * The composer's attachments: each image is compressed (progress 0-80) and each file sent to
 * POST /content/upload (80-100), shown with its progress and, on failure, its error state.
 */
export function useUploads() {
  const dataProvider = useChatDataProvider();
  const [files, setFiles] = useState<PendingFile[]>([]);
  const patch = (key: number, change: Partial<PendingFile>) => setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...change } : f)));

  const add = (picked: File[], kind: PendingFile['kind']) => {
    for (const file of picked) {
      const key = ++nextKey;
      setFiles((list) => [...list, { key, kind, filename: file.name, progress: 0, status: 'uploading' }]);
      const ready = kind === 'image' && isChatImage(file.name) ? compressImage(file, (p) => patch(key, { progress: Math.round(p * 0.8) })) : Promise.resolve(file);
      ready
        .then((prepared) => {
          patch(key, { progress: 80 });
          return dataProvider.uploadFile(prepared instanceof File ? prepared : new File([prepared], file.name, { type: file.type }));
        })
        .then(({ path }) => patch(key, { progress: 100, status: 'done', path }))
        .catch(() => patch(key, { status: 'error' }));
    }
  };
  const remove = (key: number) => setFiles((list) => list.filter((f) => f.key !== key));
  const clear = () => setFiles([]);
  return { files, add, remove, clear };
}
