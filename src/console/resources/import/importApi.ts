import type {
  ImportCancelled,
  ImportChange,
  ImportConfig,
  ImportConfigInput,
  ImportDetails,
  ImportFinished,
  ImportPreview,
  ImportProgress,
  ImportRecord,
  ImportRow,
  ImportStarted,
} from '../../../domain/imports';
import type { Page } from '../../../domain/wire';
import { request } from '../../providers/httpClient';

const IMPORT = '/admin/import';

/**
 * The import's calls (spec 000 §7 "Import"; docs/imports.md), through the console's one http
 * client: every call carries the stored access token and refreshes it when it expired, so a long
 * import's batches never fail on an expired token.
 */
export const importApi = {
  listConfigs: (signal?: AbortSignal) => request<ImportConfig[]>(`${IMPORT}/config`, { signal }),
  saveConfig: (body: ImportConfigInput) => request<ImportConfig>(`${IMPORT}/config`, { method: 'POST', body }),
  removeConfig: (id: number) => request<{ id: number }>(`${IMPORT}/config/${id}`, { method: 'DELETE' }),
  start: (body: { filename: string; closeOthers: boolean; configId: number; fileHash?: string }) =>
    request<ImportStarted>(IMPORT, { method: 'POST', body }),
  preview: (body: { configId: number; rows: ImportRow[]; keys: string[]; fileHash?: string }, signal?: AbortSignal) =>
    request<ImportPreview>(`${IMPORT}/preview`, { method: 'POST', body, signal }),
  batch: (id: number, body: { seq: number; total: number; after?: number; rows: ImportRow[] }, signal?: AbortSignal) =>
    request<ImportProgress>(`${IMPORT}/${id}/batches`, { method: 'POST', body, signal }),
  finish: (id: number, total: number) =>
    request<ImportFinished>(`${IMPORT}/${id}/finish`, { method: 'POST', body: { total } }),
  /** The sender's own failure (the network, no answer), stored on the import (docs/imports.md, issue 24). */
  reportError: (id: number, message: string) =>
    request<ImportProgress>(`${IMPORT}/${id}/error`, { method: 'POST', body: { message } }),
  /** Answers what the server had written when the cancel took the import (issue 34). */
  cancel: (id: number) => request<ImportCancelled>(`${IMPORT}/${id}/cancel`, { method: 'POST' }),
  details: (
    id: number,
    query: { page: number; perPage: number; filter?: 'error' | 'invalid' | 'draft' },
    signal?: AbortSignal,
  ) => request<ImportDetails & { records: Page<ImportRecord> }>(`${IMPORT}/${id}`, { query, signal }),
  changes: (id: number, query: { page: number; perPage: number }, signal?: AbortSignal) =>
    request<Page<ImportChange>>(`${IMPORT}/${id}/changes`, { query, signal }),
  saveRecord: (id: number, body: { line: number; model: Record<string, unknown> }) =>
    request<{ record: ImportRecord; type: 'created' | 'updated' }>(`${IMPORT}/${id}/save`, { method: 'POST', body }),
};
export type ImportApi = typeof importApi;
