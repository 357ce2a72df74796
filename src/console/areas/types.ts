// The data an area gives the providers (docs/console.md "Layers"): no React, no page, nothing
// above the providers imports it back. The screens' half (routes, lazy pages, menu entry, icons)
// is layout/area.ts's Area, which spreads this.
import type { RoleRule } from '../../domain/roles';

/** The menu badges, each backed by its own endpoint. */
export type BadgeName =
  'pendingTrackers' | 'pendingReports' | 'chat' | 'pendingLawCompanies' | 'pendingVerifications' | 'pendingTransfers';

/** One API area of the console as the providers see it: access rules, API paths, list tab, badges. */
export interface AreaData {
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
  /** The endpoint answering `{ total }` of each badge the area's menu entry shows. */
  badgePaths?: Partial<Record<BadgeName, string>>;
}
