import type { ReactElement } from 'react';
import type { AccessRule } from '../components/access';
import { AREAS } from '../resources';
import type { BadgeSpec, MenuGroupName } from './area';

export type { BadgeSpec } from './area';

export interface MenuEntry {
  to: string;
  label: string;
  icon: ReactElement;
  access: AccessRule;
  badges?: BadgeSpec[];
}

export interface MenuGroup {
  label: string;
  entries: MenuEntry[];
}

/** Every area's menu entry, guarded by the rule of the area (the same as its routes). */
const entries: { group: MenuGroupName; entry: MenuEntry }[] = AREAS.flatMap((area) =>
  area.menu ? [{ group: area.menu.group, entry: { ...area.menu, access: { resource: area.resource } } }] : [],
);

function entriesOf(group: MenuGroupName): MenuEntry[] {
  return entries.filter((item) => item.group === group).map((item) => item.entry);
}

/** The Dashboard, above the groups, carrying the pending trackers and reports badges. */
export const DASHBOARD_ENTRY: MenuEntry = entriesOf('top')[0];

const GROUP_LABELS: Record<Exclude<MenuGroupName, 'top'>, string> = {
  cases: 'app.menu.groups.cases',
  app: 'app.menu.groups.app',
  admin: 'app.menu.groups.admin',
};

/** The menu groups in the spec's order: Casos, Aplicativo, Administração; entries in AREAS' order. */
export const MENU_GROUPS: MenuGroup[] = (Object.keys(GROUP_LABELS) as (keyof typeof GROUP_LABELS)[]).map((group) => ({
  label: GROUP_LABELS[group],
  entries: entriesOf(group),
}));
