import type { ReactElement } from 'react';
import type { LazyPage } from '../components/lazyPage';
import type { AreaData, BadgeName } from '../areas/types';
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
  /** Its endpoint is the area data's `badgePaths[name]`. */
  name: BadgeName;
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
 * One API area of the console (DESIGN.md "Every API area has the same skeleton"): its data for
 * the providers (areas/: role rules, API paths, badges' endpoints), and here the screens' half:
 * its routes and menu entry. The shell's routes and menu derive from the list of these
 * (resources/index.ts); the providers read only areas/ (docs/console.md "Layers").
 */
export interface Area extends AreaData {
  routes?: AreaRoute[];
  menu?: AreaMenu;
}

/** The breadcrumb of the page itself (no link). */
export const here = (label: string): Crumb => ({ label });

/** The crumb of the Aplicativo group, above its three screens (it has no page of its own). */
export const APP_CRUMB: Crumb = { label: 'app.breadcrumbs.app' };
