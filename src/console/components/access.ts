import { hasPermission } from '../../domain/roles';
import type { AccessAction } from '../layout/area';
import { requiredRolesFor } from '../providers/access';

/** What a route or menu entry needs: a console resource (an area's) and the action on it. */
export interface AccessRule {
  resource: string;
  action?: AccessAction;
}

/**
 * The same decision as authProvider.canAccess (providers/access.ts + the domain's
 * hasPermission), computed synchronously from the roles the caller already has.
 */
export function canOpen(roles: readonly string[] | undefined, rule: AccessRule): boolean {
  const required = requiredRolesFor(rule.resource, rule.action ?? 'list');
  return required !== null && hasPermission(roles, required);
}
