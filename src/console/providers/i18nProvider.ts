import polyglotI18nProvider from 'ra-i18n-polyglot';
import portuguese from 'ra-language-portuguese';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { appMessages } from '../i18n/app';
import { caseFormMessages } from '../i18n/caseForm';
import { chatMessages } from '../i18n/chat';
import { casesMessages } from '../i18n/cases';
import { raComplement } from '../i18n/raComplement';
import { reportsMessages } from '../i18n/reports';
import { trackersMessages } from '../i18n/trackers';
import { lawCompaniesMessages } from '../i18n/lawCompanies';
import { publicMessages } from '../i18n/public';
import { settingsMessages } from '../i18n/settings';
import { usersMessages } from '../i18n/users';
import { importMessages } from '../i18n/import';
import { listMessages } from '../i18n/list';
import { appTransfersMessages } from '../i18n/appTransfers';
import { dashboardMessages } from '../i18n/dashboard';
import { appUsersMessages } from '../i18n/appUsers';

/** react-admin's texts in pt-BR (the community pack, completed) plus ours. */
export const messages = mergeTranslations(
  portuguese as TranslationMessages,
  raComplement,
  appMessages,
  casesMessages,
  caseFormMessages,
  reportsMessages,
  trackersMessages,
  chatMessages,
  lawCompaniesMessages,
  publicMessages,
  settingsMessages,
  usersMessages,
  importMessages,
  listMessages,
  appTransfersMessages,
  dashboardMessages,
  appUsersMessages,
) as TranslationMessages;

// allowMissing false: a missing key shows its name, which the i18n test and the e2e catch.
export const i18nProvider = polyglotI18nProvider(() => messages, 'pt-BR', [{ locale: 'pt-BR', name: 'Português' }], {
  allowMissing: false,
});
