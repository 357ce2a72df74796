import type { AreaData } from './types';

/** What the providers need of the area of resources/lawCompanies: its resource, role rules and API paths. */
export const lawCompaniesData: AreaData = {
  resource: 'law-companies',
  access: { read: 'lawCompanies' },
  api: { 'law-companies': '/admin/law-companies' },
  badgePaths: {
    pendingLawCompanies: '/admin/dashboard/law-companies/pending',
  },
};
