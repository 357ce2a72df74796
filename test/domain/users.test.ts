import { describe, expect, it } from 'vitest';
import { adminUserSchema, rolesToStore, shownRoles, ungrantedRoles, userScopeOf } from '../../src/domain/users';

describe('users rules', () => {
  it('the side follows the token: a company admin its company, a support admin the staff, others none', () => {
    expect(userScopeOf({ roles: ['lawCompanyAdmin'], lawCompanyId: 3 })).toEqual({
      kind: 'lawCompany',
      lawCompanyId: 3,
    });
    expect(userScopeOf({ roles: ['support', 'supportAdmin'], lawCompanyId: null })).toEqual({ kind: 'support' });
    expect(userScopeOf({ roles: ['support'], lawCompanyId: null })).toBeNull();
    expect(userScopeOf({ roles: ['lawCompanyUser'], lawCompanyId: 3 })).toBeNull();
    expect(userScopeOf({ roles: ['supportAdmin'], lawCompanyId: 3 })).toBeNull();
  });

  it('grants only what each admin may grant', () => {
    expect(ungrantedRoles(['lawCompanyAdmin'], ['lawCompanyAdmin', 'lawCompanySeizureRequestAdmin'])).toEqual([]);
    expect(ungrantedRoles(['lawCompanyAdmin'], ['supportAdmin', 'support', 'lawCompanyUser'])).toEqual([
      'supportAdmin',
      'support',
      'lawCompanyUser',
    ]);
    expect(ungrantedRoles(['support', 'supportAdmin'], ['supportAdmin'])).toEqual([]);
    expect(ungrantedRoles(['support', 'supportAdmin'], ['lawCompanyAdmin', 'sysAdmin'])).toEqual([
      'lawCompanyAdmin',
      'sysAdmin',
    ]);
  });

  it('stores the base role and keeps roles the caller cannot see', () => {
    expect(rolesToStore('lawCompany', ['lawCompanyAdmin'], [])).toEqual(['lawCompanyUser']);
    expect(
      rolesToStore(
        'lawCompany',
        ['lawCompanyAdmin'],
        ['lawCompanyAdmin'],
        ['lawCompanyUser', 'lawCompanySeizureRequestAdmin', 'qa'],
      ),
    ).toEqual(['lawCompanyUser', 'lawCompanyAdmin', 'qa']);
    expect(rolesToStore('support', ['supportAdmin'], ['supportAdmin'])).toEqual(['support', 'supportAdmin']);
  });

  it("shows only the grantable roles, with the spec's labels", () => {
    expect(
      shownRoles(['lawCompanyAdmin'], ['lawCompanyUser', 'lawCompanySeizureRequestAdmin', 'lawCompanyAdmin']),
    ).toEqual([
      { role: 'lawCompanySeizureRequestAdmin', label: 'Gerenciar Casos' },
      { role: 'lawCompanyAdmin', label: 'Administrador' },
    ]);
    expect(shownRoles(['support', 'supportAdmin'], ['support', 'supportAdmin'])).toEqual([
      { role: 'supportAdmin', label: 'Administrador' },
    ]);
  });

  it('trims the name, lower-cases the e-mail, and drops repeated roles', () => {
    expect(
      adminUserSchema.parse({ name: '  Ana  ', email: ' ANA@X.TEST ', roles: ['supportAdmin', 'supportAdmin'] }),
    ).toMatchObject({ name: 'Ana', email: 'ana@x.test', roles: ['supportAdmin'] });
  });
});
