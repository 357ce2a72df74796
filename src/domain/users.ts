// The users screens' contract (spec 000 §2 "Users / support users", §5 "Users", §6, §7 "Users";
// docs/users.md): one screen serves /usuarios (a law-company admin, its company's users) and
// /suporte (a support admin, the support staff). The wire records GET /admin/users answers, the
// list query, the save payload (schemas/users.ts) and the texts both sides show.
import { z } from 'zod';
import { filtersOf, listQuerySchema, queryText } from './listQuery';
import { grantableRoles, ROLE_LABELS, type Role } from './roles';
import { adminUserSchema, type AdminUserData, type AdminUserInput } from './schemas/users';

/** The longest search of the users lists (the search box takes no more, so it never answers 422). */
export const USER_SEARCH_MAX = 150;

export { adminUserSchema, type AdminUserData, type AdminUserInput };

// ---- Wire records ---------------------------------------------------------------------------

/** A row of GET /admin/users (and what a save answers). `roles` are all the user's roles. */
export interface AdminUser {
  id: number;
  name: string;
  email: string;
  roles: Role[];
  createdAt: Date;
}

/** POST /admin/users/resend-password/{id} and DELETE /admin/users/{id} answer this. */
export interface UserActionResult {
  id: number;
  message: string;
}

// ---- List query -----------------------------------------------------------------------------

/** GET /admin/users: a page, newest first; `filters[term]` a part of the name or e-mail. */
export const userListQuerySchema = listQuerySchema({
  filters: filtersOf({ term: queryText(USER_SEARCH_MAX) }),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

// ---- Rules ----------------------------------------------------------------------------------

/** Which side of the platform a caller administers: its company's users, or support staff. */
export type UserScope = { kind: 'lawCompany'; lawCompanyId: number } | { kind: 'support' };

/** The name of each side's 'Exportar' file (`<name>-AAAA-MM-DD.xlsx`): /usuarios and /suporte apart. */
export const USER_EXPORT_NAMES: Record<UserScope['kind'], string> = {
  lawCompany: 'usuarios',
  support: 'usuarios-suporte',
};

/**
 * The caller's side: a law-company admin administers its company (even if it also held a
 * support role, the company is what its token names); a support admin, the support staff.
 * null: neither (the route guard refuses them before).
 */
export function userScopeOf(caller: { roles: readonly string[]; lawCompanyId: number | null }): UserScope | null {
  if (caller.lawCompanyId != null && caller.roles.includes('lawCompanyAdmin')) {
    return { kind: 'lawCompany', lawCompanyId: caller.lawCompanyId };
  }
  if (caller.lawCompanyId == null && caller.roles.includes('supportAdmin')) return { kind: 'support' };
  return null;
}

/** The role every user of a side holds whatever was granted (what lets them in at all). */
export const BASE_ROLE: Record<UserScope['kind'], Role> = { lawCompany: 'lawCompanyUser', support: 'support' };

/** The roles asked for that the caller may not grant (empty: the grant is allowed). */
export function ungrantedRoles(callerRoles: readonly string[], asked: readonly Role[]): Role[] {
  const allowed = grantableRoles(callerRoles);
  return asked.filter((role) => !allowed.includes(role));
}

/**
 * The roles stored for a save: the side's base role, the granted ones, and any role the user
 * already held that the caller cannot see (a caller only changes what it may grant).
 */
export function rolesToStore(
  kind: UserScope['kind'],
  callerRoles: readonly string[],
  asked: readonly Role[],
  current: readonly Role[] = [],
): Role[] {
  const allowed = grantableRoles(callerRoles);
  const kept = current.filter((role) => !allowed.includes(role) && role !== BASE_ROLE[kind]);
  return [...new Set<Role>([BASE_ROLE[kind], ...asked, ...kept])];
}

/**
 * Whether the caller's row, as stored now, may still administer the side its token names: not
 * removed, not blocked, still an admin of that side. Another admin may have removed or demoted it
 * since the call was let in (two admins removing each other at once: docs/users.md).
 */
export function stillAdminsScope(
  scope: UserScope,
  row: { roles: readonly string[]; lawCompanyId: number | null; status: string; removed: boolean },
): boolean {
  if (row.removed || row.status === 'blocked') return false;
  const now = userScopeOf(row);
  return (
    now !== null &&
    now.kind === scope.kind &&
    (now.kind === 'support' || (scope.kind === 'lawCompany' && now.lawCompanyId === scope.lawCompanyId))
  );
}

/** The roles a row shows as such: only those the current user can grant (spec §2). */
export function shownRoles(
  callerRoles: readonly string[] | undefined,
  roles: readonly Role[],
): { role: Role; label: string }[] {
  const allowed = grantableRoles(callerRoles);
  return roles.filter((role) => allowed.includes(role)).map((role) => ({ role, label: ROLE_LABELS[role] }));
}

// ---- Texts ----------------------------------------------------------------------------------

export const USER_TEXTS = {
  created: 'Usuário criado com sucesso',
  updated: 'Usuário salvo com sucesso!',
  passwordResent: 'Nova senha enviada ao e-mail cadastrado.', // the spec's 'Nova senha enviado ao email cadastrado.' corrected
  removed: 'Usuário removido com sucesso.',
  emailTaken: 'Este e-mail já está em uso por outro usuário.',
  notOnYourself: 'Você não pode fazer isto com o seu próprio usuário.',
  /** A generated password's session (new user, 'Reenviar senha'): every call but one's own session. */
  mustChangePassword:
    'Defina uma nova senha para continuar: a senha enviada por e-mail vale só para o primeiro acesso.',
  roleNotGrantable: 'Você não pode conceder este perfil.',
  noLongerAdmin:
    'Seu usuário não pode mais administrar usuários: foi removido ou alterado por outro administrador. Nada foi alterado.',
  resendConfirm:
    'A senha atual deste usuário será trocada por uma nova, enviada ao e-mail cadastrado. Deseja continuar?',
  removeConfirm: 'Este usuário perderá o acesso imediatamente e será avisado por e-mail. Deseja continuar?',
} as const;
