import {
  LAW_COMPANY_SWITCHES,
  type LawCompanyDetails,
  type LawCompanyStatusChangeInput,
  type LawCompanySwitch,
  type SwitchAction,
} from '../../domain/lawCompanies';
import type { CurrentLawCompany, LawCompanySettingsUpdateData } from '../../domain/lawCompanySettings';
import type { HistoryEntry } from '../../domain/history';
import type { Json } from '../../domain/wire';
import { request } from './httpClient';
import { filtersOf, pageOf, type ListMapping } from './listMapping';

const LAW_COMPANIES = '/admin/law-companies';

/**
 * getList('law-companies'): GET /admin/law-companies. The filter carries the tab (sent as
 * `status`) and `term` (a name or the start of a CNPJ), sent as `filters[term]`. The API orders
 * newest first.
 */
export const lawCompanyLists: Record<string, ListMapping> = {
  'law-companies': {
    path: LAW_COMPANIES,
    query: (params) => {
      const { tab, ...filters } = (params.filter ?? {}) as Record<string, unknown>;
      return { status: tab, ...pageOf(params), filters: filtersOf(filters) };
    },
  },
};

/** Support's operations on a law company (spec 000 §7 "Law companies"; docs/law-companies.md). */
export const lawCompanyMethods = {
  /** GET /admin/law-companies/{id}: every field, the address and the history. */
  lawCompanyDetails: (id: number) => request<LawCompanyDetails>(`${LAW_COMPANIES}/${id}`),
  /** POST /admin/law-companies/status, against the status the user saw (409 with who and when). */
  changeLawCompanyStatus: (body: LawCompanyStatusChangeInput) =>
    request<LawCompanyDetails>(`${LAW_COMPANIES}/status`, { method: 'POST', body }),
  /** POST /admin/law-companies/{id}/config/{auto-approve|shadow-mode}/{enable|disable}. */
  setLawCompanySwitch: (id: number, which: LawCompanySwitch, action: SwitchAction) =>
    request<LawCompanyDetails>(`${LAW_COMPANIES}/${id}/config/${LAW_COMPANY_SWITCHES[which]}/${action}`, {
      method: 'POST',
    }),
  /** GET /admin/law-companies/current: the signed-in user's own company (/configuracoes). */
  currentLawCompany: () => request<CurrentLawCompany>(`${LAW_COMPANIES}/current`),
  /** GET /admin/law-companies/current/history: its settings saved and the decisions on it, newest first. */
  settingsHistory: (signal?: AbortSignal) =>
    request<Json<HistoryEntry>[]>(`${LAW_COMPANIES}/current/history`, { signal }),
  /** POST /admin/law-companies/current: its admin saves the contact and address. */
  saveLawCompanySettings: (body: LawCompanySettingsUpdateData) =>
    request<CurrentLawCompany>(`${LAW_COMPANIES}/current`, { method: 'POST', body }),
};
