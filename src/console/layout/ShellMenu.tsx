import { Divider, ListSubheader } from '@mui/material';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { canOpen } from '../components/access';
import { useSession } from '../components/useSession';
import { DASHBOARD_ENTRY, MENU_GROUPS, type MenuGroup } from './menuEntries';
import { ShellMenuItem } from './ShellMenuItem';

function GroupHeader({ group }: { group: MenuGroup }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  // Collapsed, the sidebar has no room for the group's name: a divider separates the groups.
  if (!open) return <Divider sx={{ my: 1, mx: 2 }} />;
  return (
    <ListSubheader
      disableSticky
      sx={{ bgcolor: 'transparent', lineHeight: '32px', mt: 1.5, px: 3, fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.6 }}
    >
      {translate(group.label)}
    </ListSubheader>
  );
}

/**
 * The sidebar: Dashboard, then the groups Casos, Aplicativo, Administração. Every entry is
 * shown only to the roles that may open its route; a group with no entry left is hidden.
 */
export function ShellMenu() {
  const translate = useTranslate();
  const { roles } = useSession();
  const groups = MENU_GROUPS.map((group) => ({
    group,
    entries: group.entries.filter((entry) => canOpen(roles, entry.access)),
  })).filter(({ entries }) => entries.length > 0);
  return (
    <Menu aria-label={translate('app.menu.label')} sx={{ pt: 1 }}>
      {canOpen(roles, DASHBOARD_ENTRY.access) ? <ShellMenuItem entry={DASHBOARD_ENTRY} roles={roles} /> : null}
      {groups.flatMap(({ group, entries }) => [
        <GroupHeader key={group.label} group={group} />,
        ...entries.map((entry) => <ShellMenuItem key={entry.to} entry={entry} roles={roles} />),
      ])}
    </Menu>
  );
}
