import type { HistoryEntry } from '../../domain/history';
import type { AdminUser, AdminUserInput, UserActionResult } from '../../domain/users';
import type { Json } from '../../domain/wire';
import { request } from './httpClient';
import { filtersOf, pageOf, type ListMapping } from './listMapping';

const USERS = '/admin/users';

/**
 * getList('users') and getList('support-users'): both GET /admin/users; the server answers the
 * caller's side (its company's users, or the support staff). `term` travels as `filters[term]`.
 */
const userList: ListMapping = {
  path: USERS,
  query: (params) => ({ ...pageOf(params), filters: filtersOf((params.filter ?? {}) as Record<string, unknown>) }),
};
export const userLists: Record<string, ListMapping> = { users: userList, 'support-users': userList };

/** The users screens' operations (spec 000 §7 "Users"; docs/users.md). */
export const userMethods = {
  /** POST /admin/users: creates (no id; the password is e-mailed) or edits. */
  saveUser: (body: AdminUserInput) => request<AdminUser>(USERS, { method: 'POST', body }),
  /** POST /admin/users/resend-password/{id}: a new password, e-mailed. */
  resendUserPassword: (id: number) => request<UserActionResult>(`${USERS}/resend-password/${id}`, { method: 'POST' }),
  /** GET /admin/users/{id}/history: created, changed, reset, newest first. */
  userHistory: (id: number, signal?: AbortSignal) =>
    request<Json<HistoryEntry>[]>(`${USERS}/${id}/history`, { signal }),
  /** DELETE /admin/users/{id}: soft delete, the user's sessions end at once. */
  removeUser: (id: number) => request<UserActionResult>(`${USERS}/${id}`, { method: 'DELETE' }),
};
