import { ROLE_RULES, type Role } from '../../domain/roles';
import { AREA_DATA } from '../areas';
import type { AreaData } from '../areas/types';

/**
 * Each console resource's area: the area's own name (what routes and menu entries check) and
 * every dataProvider resource it serves (what react-admin's controllers check).
 */
const AREA_OF = new Map<string, AreaData>(
  AREA_DATA.flatMap((area) => [area.resource, ...Object.keys(area.api ?? {})].map((name) => [name, area] as const)),
);

const READ_ACTIONS = new Set(['list', 'show', 'read', 'export']);

/**
 * The roles a resource's action needs, straight from the domain's ROLE_RULES (the server's route
 * guards name the same rules): reading needs the area's read rule, anything else its write rule.
 * null: unknown resource, nobody may open it.
 */
export function requiredRolesFor(resource: string, action: string): readonly Role[] | null {
  const area = AREA_OF.get(resource);
  if (!area) return null;
  const { read, write = read } = area.access;
  return ROLE_RULES[READ_ACTIONS.has(action) ? read : write];
}
