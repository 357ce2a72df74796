import type { ShellRoute } from '../layout/GuardedPage';
import { AREAS } from '../resources';

/**
 * Every authenticated route of both specs (spec 000 §2, 001 §2), from the areas' descriptors:
 * each guarded by its area's rule, for reading or, on create and edit, for changing.
 */
export const SHELL_ROUTES: ShellRoute[] = AREAS.flatMap((area) =>
  (area.routes ?? []).map(({ path, title, crumbs, action, page }) => ({
    path,
    title,
    crumbs,
    access: { resource: area.resource, ...(action ? { action } : {}) },
    page,
  })),
);

export { PUBLIC_ROUTES } from './publicRoutes';
