import type { ReactElement } from 'react';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import CasesIcon from '@mui/icons-material/DirectionsCarOutlined';
import AutoApprovalIcon from '@mui/icons-material/HowToRegOutlined';
import MessagesIcon from '@mui/icons-material/ForumOutlined';
import ImportIcon from '@mui/icons-material/UploadFileOutlined';
import VerificationsIcon from '@mui/icons-material/BadgeOutlined';
import PlansIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import TransfersIcon from '@mui/icons-material/PaymentsOutlined';
import LawCompaniesIcon from '@mui/icons-material/GavelOutlined';
import UsersIcon from '@mui/icons-material/PeopleOutlined';
import SupportIcon from '@mui/icons-material/SupportAgentOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import AnalyticsIcon from '@mui/icons-material/InsightsOutlined';
import { isLawCompanyUser } from '../../domain/roles';
import type { AccessRule } from '../components/access';
import type { BadgeName } from '../providers/types';

export interface BadgeSpec {
  name: BadgeName;
  /** i18n key of the tooltip. */
  label: string;
  /** Pill colour when open; two badges on one entry differ in colour. */
  color?: 'error' | 'primary';
  /** Who sees (and so polls) it; by default whoever may open the entry. */
  visibleTo?: (roles: readonly string[]) => boolean;
}

export interface MenuEntry {
  to: string;
  label: string;
  icon: ReactElement;
  access: AccessRule;
  badges?: BadgeSpec[];
}

export interface MenuGroup {
  label: string;
  entries: MenuEntry[];
}

/**
 * Pending trackers and reports are law-company work (spec 000 §2); they sit on the Dashboard
 * entry because the dashboard's tabs list exactly those pending items.
 */
export const DASHBOARD_ENTRY: MenuEntry = {
  to: '/',
  label: 'app.menu.dashboard',
  icon: <DashboardIcon />,
  access: { resource: 'dashboard' },
  badges: [
    { name: 'pendingTrackers', label: 'app.badges.pending_trackers', visibleTo: isLawCompanyUser },
    { name: 'pendingReports', label: 'app.badges.pending_reports', color: 'primary', visibleTo: isLawCompanyUser },
  ],
};

/** The menu groups in the spec's order: Casos, Aplicativo, Administração. */
export const MENU_GROUPS: MenuGroup[] = [
  {
    label: 'app.menu.groups.cases',
    entries: [
      { to: '/casos', label: 'app.menu.cases', icon: <CasesIcon />, access: { resource: 'seizure-requests' } },
      {
        to: '/aprovacao-automatica',
        label: 'app.menu.auto_approval',
        icon: <AutoApprovalIcon />,
        access: { resource: 'auto-approval' },
      },
      {
        to: '/mensagens',
        label: 'app.menu.messages',
        icon: <MessagesIcon />,
        access: { resource: 'chat' },
        badges: [{ name: 'chat', label: 'app.badges.chat' }],
      },
      { to: '/importar', label: 'app.menu.import', icon: <ImportIcon />, access: { resource: 'import' } },
    ],
  },
  {
    label: 'app.menu.groups.app',
    entries: [
      {
        to: '/app/cadastros',
        label: 'app.menu.app_verifications',
        icon: <VerificationsIcon />,
        access: { resource: 'app-verifications' },
        badges: [{ name: 'pendingVerifications', label: 'app.badges.pending_verifications' }],
      },
      { to: '/app/pro', label: 'app.menu.app_plans', icon: <PlansIcon />, access: { resource: 'app-users' } },
      {
        to: '/app/transferencias',
        label: 'app.menu.app_transfers',
        icon: <TransfersIcon />,
        access: { resource: 'app-transfers' },
        badges: [{ name: 'pendingTransfers', label: 'app.badges.pending_transfers' }],
      },
    ],
  },
  {
    label: 'app.menu.groups.admin',
    entries: [
      {
        to: '/assessoria-juridicas',
        label: 'app.menu.law_companies',
        icon: <LawCompaniesIcon />,
        access: { resource: 'law-companies' },
        badges: [{ name: 'pendingLawCompanies', label: 'app.badges.pending_law_companies' }],
      },
      { to: '/usuarios', label: 'app.menu.users', icon: <UsersIcon />, access: { resource: 'users' } },
      { to: '/suporte', label: 'app.menu.support_users', icon: <SupportIcon />, access: { resource: 'support-users' } },
      { to: '/configuracoes', label: 'app.menu.settings', icon: <SettingsIcon />, access: { resource: 'settings' } },
      { to: '/analytics', label: 'app.menu.analytics', icon: <AnalyticsIcon />, access: { resource: 'analytics' } },
    ],
  },
];
