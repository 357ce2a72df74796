import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isWithinUploadLimit } from '../../../../../domain/uploads';
import { errorText, serverFieldErrors } from '../../../../components/serverErrors';
import { useRefreshAfter } from '../../../../providers/dependencies';
import { useCaseNotify } from '../../components/useCaseNotify';
import { useCaseDataProvider } from '../useCaseDetails';

export interface PendingUpload {
  key: string;
  filename: string;
  state: 'uploading' | 'error';
  /** The catalogue's text of the failure. */
  error?: string;
}

let nextKey = 0;

/**
 * Attaching files to a case: each file is checked for size (too big: marked as errored with
 * 'Arquivo muito grande, máximo é 10mb' and never sent), sent with uploadFile, then attached
 * with addAttachment. A failure marks the file as errored with the server's reason or the
 * catalogue's text, and (a mutation like any other) gets the query client's one notice, 'Erro',
 * with the same reason.
 */
export function useAttachmentUploads(caseId: number, tooLargeText: string) {
  const dataProvider = useCaseDataProvider();
  const refresh = useRefreshAfter('seizure-requests');
  const notify = useCaseNotify();
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const attach = useMutation({
    mutationFn: async (file: File) => {
      const stored = await dataProvider.uploadFile(file);
      await dataProvider.addAttachment(caseId, { filename: stored.filename || file.name, path: stored.path });
    },
    // The notice says why the file was refused, as the item does (issue 34), not 'Dados inválidos'.
    meta: { fieldReason: true },
  });
  const update = (key: string, change: Partial<PendingUpload> | null) =>
    setUploads((list) =>
      change ? list.map((u) => (u.key === key ? { ...u, ...change } : u)) : list.filter((u) => u.key !== key),
    );

  const uploadOne = async (file: File) => {
    const key = `upload-${nextKey++}`;
    if (!isWithinUploadLimit(file.size)) {
      setUploads((list) => [...list, { key, filename: file.name, state: 'error', error: tooLargeText }]);
      return;
    }
    setUploads((list) => [...list, { key, filename: file.name, state: 'uploading' }]);
    try {
      await attach.mutateAsync(file);
      update(key, null);
      notify.success('app.cases.attachments.added');
      await refresh();
    } catch (error) {
      // A refused file says why ('Tipo de arquivo não permitido'), not only 'Dados inválidos'.
      const fieldError = Object.values(serverFieldErrors(error) ?? {})[0];
      update(key, { state: 'error', error: fieldError ?? errorText(error) });
    }
  };

  return {
    uploads,
    upload: (files: FileList | File[]) => Promise.all([...files].map(uploadOne)),
    dismiss: (key: string) => update(key, null),
  };
}
