// Roles and the permission rule shared by the console (menus, routes) and the server (route guards).

export const ROLES = [
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
] as const;

export type Role = (typeof ROLES)[number];

// The labels the users screen shows; both admin roles read 'Administrador' because each screen
// only shows the roles of its own side (law company or support).
export const ROLE_LABELS: Record<Role, string> = {
  support: 'Suporte',
  supportAdmin: 'Administrador',
  sysAdmin: 'Administrador do Sistema',
  lawCompanyAdmin: 'Administrador',
  lawCompanyUser: 'Usuário',
  lawCompanySeizureRequestAdmin: 'Gerenciar Casos',
  fromApp: 'Aplicativo',
  tracker: 'Localizador',
  informer: 'Informante',
  lawyer: 'Advogado',
  qa: 'QA',
};

export const LAW_COMPANY_ROLES = ROLES.filter((role) => role.startsWith('lawCompany'));

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Passes when nothing is required or the user holds at least one required role.
 * A law-company admin administers everything of its company, so requiring any
 * lawCompany* role also accepts lawCompanyAdmin (spec §6); a support admin is platform staff,
 * so requiring support also accepts supportAdmin (docs/decisions.md, "Roles").
 */
export function hasPermission(userRoles: readonly string[] | undefined, required?: Role | readonly Role[]): boolean {
  const list: readonly Role[] = required === undefined ? [] : typeof required === 'string' ? [required] : required;
  if (list.length === 0) return true;
  if (!userRoles || userRoles.length === 0) return false;
  return list.some(
    (role) =>
      userRoles.includes(role) ||
      (role.startsWith('lawCompany') && userRoles.includes('lawCompanyAdmin')) ||
      (role === 'support' && userRoles.includes('supportAdmin')),
  );
}

export const isSupport = (roles: readonly string[] | undefined) => hasPermission(roles, 'support');
export const isSupportAdmin = (roles: readonly string[] | undefined) => hasPermission(roles, 'supportAdmin');
export const isLawCompanyUser = (roles: readonly string[] | undefined) => hasPermission(roles, LAW_COMPANY_ROLES);
export const isLawCompanyAdmin = (roles: readonly string[] | undefined) => hasPermission(roles, 'lawCompanyAdmin');
export const isCaseAdmin = (roles: readonly string[] | undefined) =>
  hasPermission(roles, 'lawCompanySeizureRequestAdmin');

/** A tracker-only (or role-less) user signs in but sees 'Nada por aqui'. */
export const canUseConsole = (roles: readonly string[] | undefined) => isSupport(roles) || isLawCompanyUser(roles);

/**
 * The roles each console route / API area requires (spec routes table), checked with hasPermission.
 * The console's routes, menu and canAccess derive from these (console/resources); the server's
 * route guards name them too. An empty list would mean any signed-in user.
 */
export const ROLE_RULES = {
  // '/' is 'any signed in' in the spec's table, but a user with neither a support nor a
  // law-company-user profile sees 'Nada por aqui' (spec §1): so support or a law-company user,
  // the roles the dashboard's lists on the server ask for too.
  dashboard: ['support', 'lawCompanyUser'],
  backOffice: ['support', 'lawCompanyUser'], // console-only helpers: POST /address/geo, POST /content/upload
  cases: ['support', 'lawCompanyUser'], // /casos, /casos/{id}/detalhes
  caseAdmin: ['lawCompanySeizureRequestAdmin'], // /casos/novo, /casos/{id}/editar, close, reopen, trackers, reports
  caseExport: ['support', 'lawCompanySeizureRequestAdmin'], // the case list's .xlsx export
  import: ['lawCompanySeizureRequestAdmin'], // /importar
  autoApproval: ['support', 'lawCompanyUser'], // /aprovacao-automatica
  messages: ['support', 'lawCompanyUser'], // /mensagens (reading)
  sendMessage: ['lawCompanyUser'], // support cannot send chat messages
  lawCompanies: ['support'], // /assessoria-juridicas
  users: ['lawCompanyAdmin'], // /usuarios
  supportUsers: ['supportAdmin'], // /suporte
  settings: ['lawCompanyAdmin'], // /configuracoes
  app: ['support'], // /app/cadastros, /app/pro, /app/transferencias
  analytics: ['support'], // /analytics
} as const satisfies Record<string, readonly Role[]>;

export type RoleRule = keyof typeof ROLE_RULES;

/**
 * Roles the current user may grant on the users screens: a law-company admin grants
 * 'Administrador' and 'Gerenciar Casos'; a support admin grants the support 'Administrador'.
 */
export function grantableRoles(userRoles: readonly string[] | undefined): Role[] {
  const roles: Role[] = [];
  if (userRoles?.includes('lawCompanyAdmin')) roles.push('lawCompanyAdmin', 'lawCompanySeizureRequestAdmin');
  if (userRoles?.includes('supportAdmin')) roles.push('supportAdmin');
  return roles;
}
