import { ROLE_RULES, type Role } from '../../domain/roles';

/**
 * What each console resource or page needs, from the shared ROLE_RULES (the server checks the
 * same rules). Actions that change cases need a case admin; reading needs a console profile.
 * null: unknown resource, nobody may open it.
 */
const RESOURCE_RULES: Record<string, { read: readonly Role[]; write?: readonly Role[] }> = {
  dashboard: { read: ['support', 'lawCompanyUser'] },
  'seizure-requests': { read: ROLE_RULES.cases, write: ROLE_RULES.caseAdmin },
  'auto-approval': { read: ROLE_RULES.autoApproval },
  chat: { read: ROLE_RULES.messages, write: ROLE_RULES.sendMessage },
  import: { read: ROLE_RULES.import, write: ROLE_RULES.import },
  'law-companies': { read: ROLE_RULES.lawCompanies, write: ROLE_RULES.lawCompanies },
  users: { read: ROLE_RULES.users, write: ROLE_RULES.users },
  'support-users': { read: ROLE_RULES.supportUsers, write: ROLE_RULES.supportUsers },
  settings: { read: ROLE_RULES.settings, write: ROLE_RULES.settings },
  analytics: { read: ROLE_RULES.analytics },
  'app-verifications': { read: ROLE_RULES.app, write: ROLE_RULES.app },
  'app-users': { read: ROLE_RULES.app, write: ROLE_RULES.app },
  'app-transfers': { read: ROLE_RULES.app, write: ROLE_RULES.app },
};

const READ_ACTIONS = new Set(['list', 'show', 'read', 'export']);

export function requiredRolesFor(resource: string, action: string): readonly Role[] | null {
  const rule = RESOURCE_RULES[resource];
  if (!rule) return null;
  return READ_ACTIONS.has(action) ? rule.read : (rule.write ?? rule.read);
}
