import { describe, expect, it } from 'vitest';
import {
  canUseConsole,
  grantableRoles,
  hasPermission,
  isCaseAdmin,
  isLawCompanyAdmin,
  isLawCompanyUser,
  isRole,
  isSupport,
  isSupportAdmin,
  ROLE_LABELS,
  ROLE_RULES,
  ROLES,
} from '../../src/domain/roles';

describe('ROLES and labels', () => {
  it('lists the eleven roles of the spec, each with a pt-BR label', () => {
    expect(ROLES).toEqual([
      'support',
      'supportAdmin',
      'sysAdmin',
      'lawCompanyAdmin',
      'lawCompanyUser',
      'lawCompanySeizureRequestAdmin',
      'fromApp',
      'tracker',
      'informer',
      'lawyer',
      'qa',
    ]);
    expect(Object.keys(ROLE_LABELS).sort()).toEqual([...ROLES].sort());
    expect(ROLE_LABELS.lawCompanyAdmin).toBe('Administrador');
    expect(ROLE_LABELS.lawCompanySeizureRequestAdmin).toBe('Gerenciar Casos');
    expect(ROLE_LABELS.support).toBe('Suporte');
    expect(ROLE_LABELS.supportAdmin).toBe('Administrador');
    expect(ROLE_LABELS.lawCompanyUser).toBe('Usuário');
  });

  it('recognises known roles only', () => {
    expect(isRole('tracker')).toBe(true);
    expect(isRole('admin')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});

describe('hasPermission', () => {
  it('passes when nothing is required', () => {
    expect(hasPermission(undefined)).toBe(true);
    expect(hasPermission([], [])).toBe(true);
    expect(hasPermission(['tracker'], undefined)).toBe(true);
  });

  it('needs at least one of the listed roles', () => {
    expect(hasPermission(['support'], 'support')).toBe(true);
    expect(hasPermission(['tracker', 'support'], ['supportAdmin', 'support'])).toBe(true);
    expect(hasPermission(['support'], ['supportAdmin'])).toBe(false);
    expect(hasPermission([], 'support')).toBe(false);
    expect(hasPermission(undefined, 'support')).toBe(false);
  });

  it('accepts lawCompanyAdmin wherever a lawCompany* role is required', () => {
    expect(hasPermission(['lawCompanyAdmin'], 'lawCompanyUser')).toBe(true);
    expect(hasPermission(['lawCompanyAdmin'], 'lawCompanySeizureRequestAdmin')).toBe(true);
    expect(hasPermission(['lawCompanyAdmin'], ['support', 'lawCompanyUser'])).toBe(true);
  });

  it('does not extend the lawCompanyAdmin rule to other roles', () => {
    expect(hasPermission(['lawCompanyAdmin'], 'support')).toBe(false);
    expect(hasPermission(['lawCompanyAdmin'], 'supportAdmin')).toBe(false);
    // Only lawCompanyAdmin is implied, not the other way round nor between plain users.
    expect(hasPermission(['lawCompanyUser'], 'lawCompanyAdmin')).toBe(false);
    expect(hasPermission(['lawCompanyUser'], 'lawCompanySeizureRequestAdmin')).toBe(false);
    expect(hasPermission(['supportAdmin'], 'lawCompanyUser')).toBe(false);
  });
});

describe('named predicates', () => {
  it('isSupport / isSupportAdmin', () => {
    expect(isSupport(['support', 'supportAdmin'])).toBe(true);
    // A support admin is platform staff (docs/decisions.md, "Roles").
    expect(isSupport(['supportAdmin'])).toBe(true);
    expect(isSupportAdmin(['support', 'supportAdmin'])).toBe(true);
    expect(isSupportAdmin(['support'])).toBe(false);
  });

  it('isLawCompanyUser accepts any lawCompany* role', () => {
    expect(isLawCompanyUser(['lawCompanyUser'])).toBe(true);
    expect(isLawCompanyUser(['lawCompanyAdmin'])).toBe(true);
    expect(isLawCompanyUser(['lawCompanySeizureRequestAdmin'])).toBe(true);
    expect(isLawCompanyUser(['support'])).toBe(false);
    expect(isLawCompanyUser(['tracker'])).toBe(false);
  });

  it('isLawCompanyAdmin', () => {
    expect(isLawCompanyAdmin(['lawCompanyAdmin'])).toBe(true);
    expect(isLawCompanyAdmin(['lawCompanyUser', 'lawCompanySeizureRequestAdmin'])).toBe(false);
  });

  it('isCaseAdmin: case admins and law-company admins', () => {
    expect(isCaseAdmin(['lawCompanyUser', 'lawCompanySeizureRequestAdmin'])).toBe(true);
    expect(isCaseAdmin(['lawCompanyAdmin'])).toBe(true);
    expect(isCaseAdmin(['lawCompanyUser'])).toBe(false);
    expect(isCaseAdmin(['support', 'supportAdmin'])).toBe(false);
  });

  it('canUseConsole: support or a law-company profile, not a tracker', () => {
    expect(canUseConsole(['support'])).toBe(true);
    expect(canUseConsole(['lawCompanyUser'])).toBe(true);
    expect(canUseConsole(['lawCompanyAdmin'])).toBe(true);
    expect(canUseConsole(['tracker'])).toBe(false);
    expect(canUseConsole(['informer', 'fromApp'])).toBe(false);
    expect(canUseConsole([])).toBe(false);
    expect(canUseConsole(undefined)).toBe(false);
  });
});

describe('ROLE_RULES (spec routes table)', () => {
  const allowed = (roles: string[]) =>
    Object.entries(ROLE_RULES)
      .filter(([, required]) => hasPermission(roles, required))
      .map(([area]) => area)
      .sort();

  it('names the roles of each area', () => {
    expect(ROLE_RULES.cases).toEqual(['support', 'lawCompanyUser']);
    expect(ROLE_RULES.caseAdmin).toEqual(['lawCompanySeizureRequestAdmin']);
    expect(ROLE_RULES.lawCompanies).toEqual(['support']);
    expect(ROLE_RULES.users).toEqual(['lawCompanyAdmin']);
    expect(ROLE_RULES.supportUsers).toEqual(['supportAdmin']);
    expect(ROLE_RULES.settings).toEqual(['lawCompanyAdmin']);
    expect(ROLE_RULES.app).toEqual(['support']);
    expect(ROLE_RULES.analytics).toEqual(['support']);
    expect(ROLE_RULES.caseExport).toEqual(['support', 'lawCompanySeizureRequestAdmin']);
  });

  const SUPPORT_AREAS = [
    'analytics',
    'app',
    'autoApproval',
    'backOffice',
    'caseExport',
    'cases',
    'dashboard',
    'lawCompanies',
    'messages',
  ];

  it('support sees the platform areas but cannot administer cases nor send messages', () => {
    expect(allowed(['support'])).toEqual([...SUPPORT_AREAS].sort());
    expect(allowed(['support', 'supportAdmin'])).toContain('supportUsers');
  });

  it('a support admin alone is platform staff: what support sees, and the support users', () => {
    expect(allowed(['supportAdmin'])).toEqual([...SUPPORT_AREAS, 'supportUsers'].sort());
    expect(hasPermission(['supportAdmin'], 'support')).toBe(true);
    // The converse does not hold: support alone administers no support users.
    expect(hasPermission(['support'], 'supportAdmin')).toBe(false);
  });

  it('sysAdmin and qa alone reach nothing yet (docs/decisions.md, "Roles")', () => {
    expect(allowed(['sysAdmin'])).toEqual([]);
    expect(allowed(['qa'])).toEqual([]);
  });

  it('a law-company admin reaches every law-company area', () => {
    expect(allowed(['lawCompanyAdmin'])).toEqual(
      [
        'autoApproval',
        'backOffice',
        'caseAdmin',
        'caseExport',
        'cases',
        'dashboard',
        'import',
        'messages',
        'sendMessage',
        'settings',
        'users',
      ].sort(),
    );
  });

  it('a plain law-company user only reads cases and chats', () => {
    expect(allowed(['lawCompanyUser'])).toEqual(
      ['autoApproval', 'backOffice', 'cases', 'dashboard', 'messages', 'sendMessage'].sort(),
    );
  });

  it('a tracker reaches no protected area', () => {
    expect(allowed(['tracker'])).toEqual([]);
  });
});

describe('grantableRoles', () => {
  it('law-company admins grant Administrador and Gerenciar Casos; support admins grant Administrador', () => {
    expect(grantableRoles(['lawCompanyAdmin'])).toEqual(['lawCompanyAdmin', 'lawCompanySeizureRequestAdmin']);
    expect(grantableRoles(['support', 'supportAdmin'])).toEqual(['supportAdmin']);
    expect(grantableRoles(['support'])).toEqual([]);
    expect(grantableRoles(['lawCompanyUser', 'lawCompanySeizureRequestAdmin'])).toEqual([]);
    expect(grantableRoles(undefined)).toEqual([]);
  });
});
