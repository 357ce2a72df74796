import { RECEIPT_UPLOAD_PURPOSE } from '../../../domain/appTransfers';
import { request } from '../../providers/httpClient';

/**
 * POST /content/upload?purpose=receipt (multipart): the server checks the content at once and
 * refuses anything but png, jpeg or pdf with 422 `errors.file` 'O comprovante deve ser png, jpeg,
 * jpg ou pdf', shown by ReceiptField at the file (the generic uploadFile takes gif, webp, xlsx too).
 */
export function uploadReceipt(file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return request<{ path: string; filename: string }>('/content/upload', {
    method: 'POST',
    query: { purpose: RECEIPT_UPLOAD_PURPOSE },
    body,
  });
}
