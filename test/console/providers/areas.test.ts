import { describe, expect, it } from 'vitest';
import { ROLE_RULES, type RoleRule } from '../../../src/domain/roles';
import { canOpen } from '../../../src/console/components/access';
import { DASHBOARD_ENTRY, MENU_GROUPS } from '../../../src/console/layout/menuEntries';
import { SHELL_ROUTES } from '../../../src/console/pages/routes';
import { requiredRolesFor } from '../../../src/console/providers/access';
import { BADGE_PATHS, RESOURCE_PATHS } from '../../../src/console/providers/dataProvider';
import { AREAS } from '../../../src/console/resources';
import { AREA_DATA } from '../../../src/console/areas';
import { DEMO } from '../../support/renderScreen';

// The tables the console kept by hand before they were derived from the areas: the derived ones
// must say exactly the same (routes, menu, access, API paths, badges).
const RULES_BEFORE: Record<string, { read: RoleRule; write?: RoleRule }> = {
  dashboard: { read: 'dashboard' },
  'seizure-requests': { read: 'cases', write: 'caseAdmin' },
  'auto-approval': { read: 'autoApproval' },
  chat: { read: 'messages', write: 'sendMessage' },
  import: { read: 'import', write: 'import' },
  'law-companies': { read: 'lawCompanies', write: 'lawCompanies' },
  users: { read: 'users', write: 'users' },
  'support-users': { read: 'supportUsers', write: 'supportUsers' },
  settings: { read: 'settings', write: 'settings' },
  analytics: { read: 'analytics' },
  'app-verifications': { read: 'app', write: 'app' },
  'app-users': { read: 'app', write: 'app' },
  'app-transfers': { read: 'app', write: 'app' },
};

describe('access from ROLE_RULES', () => {
  it('reads every area rule from the domain table, reading and changing', () => {
    for (const [resource, { read, write = read }] of Object.entries(RULES_BEFORE)) {
      expect(requiredRolesFor(resource, 'list'), resource).toBe(ROLE_RULES[read]);
      expect(requiredRolesFor(resource, 'show'), resource).toBe(ROLE_RULES[read]);
      expect(requiredRolesFor(resource, 'edit'), resource).toBe(ROLE_RULES[write]);
      expect(requiredRolesFor(resource, 'create'), resource).toBe(ROLE_RULES[write]);
    }
    expect(requiredRolesFor('unknown', 'list')).toBeNull();
  });

  it('opens the dashboard to support and law-company users, as the server lists its tabs', () => {
    expect(ROLE_RULES.dashboard).toEqual(ROLE_RULES.cases);
    const open = (account: keyof typeof DEMO) => canOpen(DEMO[account].roles, DASHBOARD_ENTRY.access);
    for (const account of ['admin', 'suporte', 'assessoria', 'casos', 'leitura', 'beta'] as const) {
      expect(open(account), account).toBe(true);
    }
    expect(open('localizador')).toBe(false);
  });

  it("guards a case's trackers and reports with the case rules, so react-admin's list controller may read them", () => {
    for (const resource of ['trackers', 'reports']) {
      expect(requiredRolesFor(resource, 'list')).toBe(ROLE_RULES.cases);
      expect(requiredRolesFor(resource, 'edit')).toBe(ROLE_RULES.caseAdmin);
    }
    expect(requiredRolesFor('imports', 'list')).toBe(ROLE_RULES.import);
  });
});

describe('the tables derived from the areas', () => {
  it('maps every resource to its API path', () => {
    expect(RESOURCE_PATHS).toEqual({
      'seizure-requests': '/admin/seizure-requests',
      trackers: '/admin/trackers',
      reports: '/admin/seizure-requests/reports',
      chat: '/admin/chat',
      'law-companies': '/admin/law-companies',
      users: '/admin/users',
      'support-users': '/admin/users',
      'import-configs': '/admin/import/config',
      imports: '/admin/import',
      'app-transfers': '/admin/app-transfers',
      'app-users': '/admin/app-users',
      'app-verifications': '/admin/app-users/verifications',
    });
  });

  it('gives every badge its endpoint', () => {
    expect(BADGE_PATHS).toEqual({
      pendingTrackers: '/admin/dashboard/trackers/pending',
      pendingReports: '/admin/dashboard/seizure-requests/reports/pending',
      chat: '/admin/chat/count',
      pendingLawCompanies: '/admin/dashboard/law-companies/pending',
      pendingVerifications: '/admin/dashboard/from-app/pending',
      pendingTransfers: '/admin/app-transfers/badge',
    });
  });

  it('orders the menu as the spec does, each entry guarded like its route', () => {
    expect(DASHBOARD_ENTRY.to).toBe('/');
    expect(MENU_GROUPS.map((group) => [group.label, group.entries.map((entry) => entry.to)])).toEqual([
      ['app.menu.groups.cases', ['/casos', '/aprovacao-automatica', '/mensagens', '/importar']],
      ['app.menu.groups.app', ['/app/cadastros', '/app/pro', '/app/transferencias']],
      ['app.menu.groups.admin', ['/assessoria-juridicas', '/usuarios', '/suporte', '/configuracoes', '/analytics']],
    ]);
    for (const entry of [DASHBOARD_ENTRY, ...MENU_GROUPS.flatMap((group) => group.entries)]) {
      const route = SHELL_ROUTES.find((r) => r.path === entry.to);
      expect(route?.access, entry.to).toEqual(entry.access);
    }
  });

  it('guards create and edit with the write rule, the rest with the read rule', () => {
    const actions = Object.fromEntries(SHELL_ROUTES.map((route) => [route.path, route.access]));
    expect(actions['/casos/novo']).toEqual({ resource: 'seizure-requests', action: 'create' });
    expect(actions['/casos/:id/editar']).toEqual({ resource: 'seizure-requests', action: 'edit' });
    expect(actions['/casos/:id/detalhes']).toEqual({ resource: 'seizure-requests', action: 'show' });
    expect(actions['/app/pro']).toEqual({ resource: 'app-users' });
  });

  it("the screens' areas and the providers' data are the same areas, in the same order (issue 28 item 1)", () => {
    expect(AREAS.map((area) => area.resource)).toEqual(AREA_DATA.map((data) => data.resource));
    for (const [i, area] of AREAS.entries()) expect(area, area.resource).toMatchObject(AREA_DATA[i]);
    // Every badge a menu entry shows has its endpoint in the area's data.
    for (const area of AREAS) {
      for (const badge of area.menu?.badges ?? [])
        expect(area.badgePaths?.[badge.name], badge.name).toMatch(/^\/admin\//);
    }
  });

  it('names each area, route and API resource once', () => {
    // An area's own name may also be one of its API resources ('seizure-requests'); across areas, none repeats.
    const names = AREAS.flatMap((area) => [...new Set([area.resource, ...Object.keys(area.api ?? {})])]);
    expect(new Set(names).size).toBe(names.length);
    const paths = SHELL_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
