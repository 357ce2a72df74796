import { analyticsData } from './analytics';
import { appPlansData } from './appPlans';
import { appTransfersData } from './appTransfers';
import { appVerificationsData } from './appVerifications';
import { autoApprovalData } from './autoApproval';
import { casesData } from './cases';
import { chatData } from './chat';
import { dashboardData } from './dashboard';
import { importCasesData } from './import';
import { lawCompaniesData } from './lawCompanies';
import { settingsData } from './settings';
import { supportUsersData } from './supportUsers';
import { usersData } from './users';
import type { AreaData } from './types';

/**
 * Every area's data, for the providers (access rules, the dataProvider's paths and badges). The
 * screens' list (resources/index.ts AREAS) spreads each of these into its area: a new area is
 * its data file here, its folder under resources/ and one line in each list.
 */
export const AREA_DATA: readonly AreaData[] = [
  dashboardData,
  casesData,
  autoApprovalData,
  chatData,
  importCasesData,
  appVerificationsData,
  appPlansData,
  appTransfersData,
  lawCompaniesData,
  usersData,
  supportUsersData,
  settingsData,
  analyticsData,
];
