import type {
  CaseAttachment,
  CaseCategory,
  CaseCloseStatus,
  CaseDetails,
  LawCompanyOption,
  ListingChange,
} from '../../domain/cases';
import { request } from './httpClient';

const CASES = '/admin/seizure-requests';

/**
 * The case's domain operations (spec 000 §7 "Cases"), spread into the dataProvider and called
 * with useDataProvider + useMutation. Failures reject with an HttpError carrying the catalogue text.
 */
export const caseMethods = {
  /** POST /content/upload: multipart; answers the stored path. */
  uploadFile: (file: File) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return request<{ path: string; filename: string }>('/content/upload', { method: 'POST', body });
  },
  /** GET /admin/seizure-requests/{id}/details. */
  getCaseDetails: (id: number | string, signal?: AbortSignal) =>
    request<CaseDetails>(`${CASES}/${id}/details`, { signal }),
  /** GET /admin/seizure-requests/export: the list as filtered (tab, filters, sort), as an .xlsx. */
  exportCases: (query: Record<string, unknown>) => request<Blob>(`${CASES}/export`, { query, as: 'blob' }),
  /** GET /admin/seizure-requests/categories. */
  listCategories: (signal?: AbortSignal) => request<CaseCategory[]>(`${CASES}/categories`, { signal }),
  /** POST /admin/seizure-requests/close {id, status}: a ready case ends as seized or not seized. */
  closeCase: (id: number, status: CaseCloseStatus) =>
    request<{ id: number; status: CaseCloseStatus; closedAt: Date; closedBy: string }>(`${CASES}/close`, {
      method: 'POST',
      body: { id, status },
    }),
  /** POST /admin/seizure-requests/{id}/reopen. */
  reopenCase: (id: number) => request<{ id: number; status: string }>(`${CASES}/${id}/reopen`, { method: 'POST' }),
  /** POST /admin/seizure-requests/{id}/trackers/status/{open|close}: the 'Listar no aplicativo' toggle. */
  setListing: (id: number, listing: ListingChange) =>
    request<{ id: number; status: string }>(`${CASES}/${id}/trackers/status/${listing}`, { method: 'POST' }),
  /** POST /admin/seizure-requests/{id}/attachments {filename, path} (path from uploadFile). */
  addAttachment: (id: number, attachment: { filename: string; path: string }) =>
    request<CaseAttachment>(`${CASES}/${id}/attachments`, { method: 'POST', body: attachment }),
  /** DELETE /admin/seizure-requests/{id}/attachments/{attachmentId}. */
  removeAttachment: (id: number, attachmentId: number) =>
    request(`${CASES}/${id}/attachments/${attachmentId}`, { method: 'DELETE' }),
  /** POST /admin/seizure-requests/{id}/notes {notes}: markdown. */
  saveNotes: (id: number, notes: string) =>
    request<{ id: number; notes: string | null }>(`${CASES}/${id}/notes`, { method: 'POST', body: { notes } }),
  /**
   * The law companies offered by the case list's company filter (support). The spec does not name
   * the path; GET /admin/law-companies/all is its "all" call. Answers an array or `{ result }`.
   */
  listLawCompanyOptions: async (signal?: AbortSignal): Promise<LawCompanyOption[]> => {
    const answer = await request<LawCompanyOption[] | { result: LawCompanyOption[] }>('/admin/law-companies/all', {
      signal,
    });
    const rows = Array.isArray(answer) ? answer : (answer?.result ?? []);
    return rows.map(({ id, name }) => ({ id, name }));
  },
};
