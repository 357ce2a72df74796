import type { ReactElement } from 'react';
import type { LazyPage } from '../components/lazyPage';
import type { RoleRule } from '../../domain/roles';
import type { BadgeName } from '../providers/types';
import type { Crumb } from './Breadcrumbs';

/** What every shell page receives: the i18n key of its title (placeholders show it). */
export interface PageProps {
  title: string;
}

/** Reading (list, show) needs the area's read rule; create and edit its write rule. */
export type AccessAction = 'list' | 'show' | 'create' | 'edit';

/** One address of an area: what it is called, where it sits, which rule guards it, what it shows. */
export interface AreaRoute {
  path: string;
  /** i18n key of the tab title. */
  title: string;
  crumbs: Crumb[];
  /** 'list' unless told. */
  action?: AccessAction;
  /**
   * Loaded lazily, so the sign-in modal and the shell never pay for a heavy screen; through
   * lazyPage, so code that cannot load shows its notice, not the fatal page.
   */
  page: LazyPage<PageProps>;
}

/** A count on a menu entry, polled from its endpoint (spec §9). */
export interface BadgeSpec {
  name: BadgeName;
  /** The endpoint answering `{ total }`. */
  path: string;
  /** i18n key of the tooltip. */
  label: string;
  /** Pill colour when open; two badges on one entry differ in colour. */
  color?: 'error' | 'primary';
  /** Who sees (and so polls) it; by default whoever may open the entry. */
  visibleTo?: (roles: readonly string[]) => boolean;
}

/** The menu groups in the spec's order; 'top' is the Dashboard, above every group. */
export type MenuGroupName = 'top' | 'cases' | 'app' | 'admin';

export interface AreaMenu {
  group: MenuGroupName;
  to: string;
  /** i18n key. */
  label: string;
  icon: ReactElement;
  badges?: BadgeSpec[];
}

/**
 * One API area of the console (DESIGN.md "Every API area has the same skeleton"): its routes,
 * menu entry, badges, role rules and the API paths the dataProvider serves. The shell's routes,
 * menu, access checks and the dataProvider's path tables are derived from the list of these
 * (resources/index.ts), so adding an area touches that list and the area's own folder.
 */
export interface Area {
  /** The name routes, the menu and authProvider.canAccess check: a react-admin resource name. */
  resource: string;
  /** Keys of the domain's ROLE_RULES: reading, and changing (by default the reading rule). */
  access: { read: RoleRule; write?: RoleRule };
  /**
   * The dataProvider's resources of the area, by react-admin name, with their API path (spec
   * §7); each is guarded by the area's rules.
   */
  api?: Record<string, string>;
  /** The list query parameter carrying the tab: `status` unless the spec says `type` (001 §7). */
  listTab?: 'status' | 'type';
  routes?: AreaRoute[];
  menu?: AreaMenu;
}

/** The breadcrumb of the page itself (no link). */
export const here = (label: string): Crumb => ({ label });

/** The crumb of the Aplicativo group, above its three screens (it has no page of its own). */
export const APP_CRUMB: Crumb = { label: 'app.breadcrumbs.app' };
