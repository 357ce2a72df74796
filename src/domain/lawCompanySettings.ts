// The law company's own settings (/configuracoes, spec 000 §2 "Configurações", §5 "Law-company
// settings", §7 GET and POST /admin/law-companies/current; docs/law-companies.md#settings).
// Shared by the console's form and the server.
import { POSTAL_ADDRESS_FIELDS, type PostalAddress } from './address';
import { z } from 'zod';
import { lawCompanySettingsSchema } from './schemas/lawCompany';
import type { LawCompanyRow } from './lawCompanies';

/**
 * POST /admin/law-companies/current: contact name, e-mail (lower-cased), phone, WhatsApp (10 to
 * 11 digits, masked or not) and address. The trade name, the company name and the CNPJ are
 * read-only on this screen: sent, they are ignored (docs/decisions.md "Settings").
 */
export const lawCompanySettingsUpdateSchema = lawCompanySettingsSchema.omit({ name: true });
export type LawCompanySettingsUpdate = z.input<typeof lawCompanySettingsUpdateSchema>;
export type LawCompanySettingsUpdateData = z.output<typeof lawCompanySettingsUpdateSchema>;

/** The fields the screen shows and never sends. */
export const LAW_COMPANY_READ_ONLY = ['name', 'companyName', 'document'] as const;

/** The save's success text (spec 000 §8). */
export const SETTINGS_SAVED = 'Atualizado com sucesso!';

/** GET /admin/law-companies/current as the settings screen reads it (the address flat, as stored). */
export interface CurrentLawCompany extends PostalAddress, Omit<LawCompanyRow, 'createdAt'> {
  contactWhatsapp: string | null;
  enableTrackersAutoApprove: boolean;
  enableShadowMode: boolean;
}

const ADDRESS_FIELDS = POSTAL_ADDRESS_FIELDS;

/** The form's values from the stored record: the editable fields, the address nested. */
export function settingsFormValues(company: CurrentLawCompany): LawCompanySettingsUpdate {
  return {
    contactName: company.contactName,
    contactEmail: company.contactEmail,
    contactPhone: company.contactPhone,
    contactWhatsapp: company.contactWhatsapp,
    address: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, company[field]])),
  };
}

/** The stored columns of an update: the address's fields flat, an absent address clears none. */
export function settingsColumns(data: LawCompanySettingsUpdateData) {
  const { address, ...contact } = data;
  if (!address) return contact;
  const flat = Object.fromEntries(
    ADDRESS_FIELDS.filter((field) => address[field] !== undefined).map((field) => [field, address[field]]),
  );
  return { ...contact, ...flat };
}
