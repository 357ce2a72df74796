import type { Area } from '../layout/area';
import { analytics } from './analytics';
import { appPlans } from './appPlans';
import { appTransfers } from './appTransfers';
import { appVerifications } from './appVerifications';
import { autoApproval } from './autoApproval';
import { cases } from './cases';
import { dashboard } from './dashboard';
import { importCases } from './import';
import { lawCompanies } from './lawCompanies';
import { chat } from './chat';
import { settings } from './settings';
import { supportUsers } from './supportUsers';
import { users } from './users';

/**
 * Every area of the console, in menu order within each group (Casos, Aplicativo, Administração;
 * spec 000 §2). The shell's routes (pages/routes.ts), menu (layout/menuEntries.tsx), access
 * (providers/access.ts) and the dataProvider's paths and badges derive from this list: a new
 * area is its folder's index plus one line here.
 */
export const AREAS: readonly Area[] = [
  dashboard,
  cases,
  autoApproval,
  chat,
  importCases,
  appVerifications,
  appPlans,
  appTransfers,
  lawCompanies,
  users,
  supportUsers,
  settings,
  analytics,
];
