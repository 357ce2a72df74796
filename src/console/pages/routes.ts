import { lazy } from 'react';
import type { Crumb } from '../layout/Breadcrumbs';
import type { ShellRoute } from '../layout/GuardedPage';

// Pages load lazily, so the login modal and the shell never pay for a heavy screen.
const DashboardPage = lazy(() => import('./dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
// Screens of later issues: each replaces its placeholder with its own lazy page.
const UnderConstruction = lazy(() =>
  import('./UnderConstructionPage').then((m) => ({ default: m.UnderConstructionPage })),
);

const CASES: Crumb = { label: 'app.menu.cases', to: '/casos' };
const APP: Crumb = { label: 'app.breadcrumbs.app' };
const here = (label: string): Crumb => ({ label });

/** Every authenticated route of both specs, with the rule that guards it (spec 000 §2, 001 §2). */
export const SHELL_ROUTES: ShellRoute[] = [
  {
    path: '/',
    title: 'app.pages.dashboard.title',
    crumbs: [here('app.menu.dashboard')],
    access: { resource: 'dashboard' },
    page: DashboardPage,
  },
  {
    path: '/casos',
    title: 'app.pages.cases.title',
    crumbs: [here('app.menu.cases')],
    access: { resource: 'seizure-requests' },
    page: lazy(() => import('../resources/cases/list/CaseListPage').then((m) => ({ default: m.CaseListPage }))),
  },
  {
    path: '/casos/novo',
    title: 'app.pages.case_create.title',
    crumbs: [CASES, here('app.pages.case_create.crumb')],
    access: { resource: 'seizure-requests', action: 'create' },
    page: lazy(() => import('../resources/cases/form/CaseCreatePage').then((m) => ({ default: m.CaseCreatePage }))),
  },
  {
    path: '/casos/:id/detalhes',
    title: 'app.pages.case_details.title',
    crumbs: [CASES, here('app.breadcrumbs.details')],
    access: { resource: 'seizure-requests', action: 'show' },
    page: lazy(() => import('../resources/cases/details/CaseDetailsPage').then((m) => ({ default: m.CaseDetailsPage }))),
  },
  {
    path: '/casos/:id/editar',
    title: 'app.pages.case_edit.title',
    crumbs: [CASES, here('app.breadcrumbs.edit')],
    access: { resource: 'seizure-requests', action: 'edit' },
    page: lazy(() => import('../resources/cases/form/CaseEditPage').then((m) => ({ default: m.CaseEditPage }))),
  },
  {
    path: '/aprovacao-automatica',
    title: 'app.pages.auto_approval.title',
    crumbs: [here('app.menu.auto_approval')],
    access: { resource: 'auto-approval' },
    page: lazy(() => import('../resources/trackers/autoApproval/AutoApprovalPage').then((m) => ({ default: m.AutoApprovalPage }))),
  },
  {
    path: '/mensagens',
    title: 'app.pages.messages.title',
    crumbs: [here('app.menu.messages')],
    access: { resource: 'chat' },
    page: UnderConstruction,
  },
  {
    path: '/importar',
    title: 'app.pages.import.title',
    crumbs: [here('app.menu.import')],
    access: { resource: 'import' },
    page: UnderConstruction,
  },
  {
    path: '/assessoria-juridicas',
    title: 'app.pages.law_companies.title',
    crumbs: [here('app.menu.law_companies')],
    access: { resource: 'law-companies' },
    page: UnderConstruction,
  },
  {
    path: '/usuarios',
    title: 'app.pages.users.title',
    crumbs: [here('app.menu.users')],
    access: { resource: 'users' },
    page: UnderConstruction,
  },
  {
    path: '/suporte',
    title: 'app.pages.support_users.title',
    crumbs: [here('app.menu.support_users')],
    access: { resource: 'support-users' },
    page: UnderConstruction,
  },
  {
    path: '/configuracoes',
    title: 'app.pages.settings.title',
    crumbs: [here('app.menu.settings')],
    access: { resource: 'settings' },
    page: UnderConstruction,
  },
  {
    path: '/analytics',
    title: 'app.pages.analytics.title',
    crumbs: [here('app.menu.analytics')],
    access: { resource: 'analytics' },
    page: UnderConstruction,
  },
  {
    path: '/app/cadastros',
    title: 'app.pages.app_verifications.title',
    crumbs: [APP, here('app.menu.app_verifications')],
    access: { resource: 'app-verifications' },
    page: UnderConstruction,
  },
  {
    path: '/app/pro',
    title: 'app.pages.app_plans.title',
    crumbs: [APP, here('app.menu.app_plans')],
    access: { resource: 'app-users' },
    page: UnderConstruction,
  },
  {
    path: '/app/transferencias',
    title: 'app.pages.app_transfers.title',
    crumbs: [APP, here('app.menu.app_transfers')],
    access: { resource: 'app-transfers' },
    page: UnderConstruction,
  },
];

const PublicPlaceholder = lazy(() =>
  import('./public/PublicPlaceholderPage').then((m) => ({ default: m.PublicPlaceholderPage })),
);

/** The public area (no sign-in, no shell). Any other /p/* path gets the default page. */
export const PUBLIC_ROUTES: { path: string; title: string; page: typeof PublicPlaceholder }[] = [
  { path: '/p/cadastro', title: 'app.pages.public.register.title', page: PublicPlaceholder },
  { path: '/p/privacidade', title: 'app.pages.public.privacy.title', page: PublicPlaceholder },
  { path: '/p/termos-de-uso', title: 'app.pages.public.terms.title', page: PublicPlaceholder },
];
