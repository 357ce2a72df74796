import { Box, Divider, List, Typography } from '@mui/material';
import { useId } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';
import { canOpen } from '../components/access';
import { useSession } from '../components/useSession';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from './theme';
import { DASHBOARD_ENTRY, MENU_GROUPS, type MenuEntry, type MenuGroup } from './menuEntries';
import { ShellMenuItem } from './ShellMenuItem';
import { visuallyHidden } from '../components/VisuallyHidden';

/** Collapsed to 80 px: icons only, in the middle of the bar (the label is the tooltip). */
const CLOSED = {
  '& .RaMenuItemLink-root': { justifyContent: 'center', padding: '10px 0' },
  '& .RaMenuItemLink-icon': { minWidth: 0 },
  '& .RaMenuItemLink-root > .MuiTypography-root': { display: 'none' },
};

function Entries({
  entries,
  roles,
  labelledBy,
}: {
  entries: MenuEntry[];
  roles: readonly string[];
  labelledBy?: string;
}) {
  return (
    <List disablePadding aria-labelledby={labelledBy}>
      {entries.map((entry) => (
        <li key={entry.to}>
          <ShellMenuItem entry={entry} roles={roles} />
        </li>
      ))}
    </List>
  );
}

/** A group: its name as a heading (only for screen readers when collapsed, where a line shows) and its list. */
function Group({ group, entries, roles }: { group: MenuGroup; entries: MenuEntry[]; roles: readonly string[] }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const id = useId();
  return (
    <>
      {open ? null : <Divider sx={{ my: 1, mx: 2 }} />}
      <Typography
        id={id}
        component="h2"
        sx={
          open
            ? {
                color: 'text.secondary',
                lineHeight: '32px',
                mt: 1.5,
                px: 3,
                fontSize: 12,
                fontWeight: 500,
                textTransform: 'uppercase',
                letterSpacing: 0.6,
              }
            : visuallyHidden
        }
      >
        {translate(group.label)}
      </Typography>
      <Entries entries={entries} roles={roles} labelledBy={id} />
    </>
  );
}

/**
 * The sidebar: a navigation landmark with the Dashboard, then the groups Casos, Aplicativo,
 * Administração, each a heading and a list of links (not a `menu`: these are links to pages,
 * and a menu may hold only menu items). Every entry is shown only to the roles that may open
 * its route; a group with no entry left is hidden.
 */
export function ShellMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { roles } = useSession();
  const groups = MENU_GROUPS.map((group) => ({
    group,
    entries: group.entries.filter((entry) => canOpen(roles, entry.access)),
  })).filter(({ entries }) => entries.length > 0);
  return (
    <Box
      component="nav"
      aria-label={translate('app.menu.label')}
      sx={{ pt: 1, pb: 2, width: open ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH, ...(open ? {} : CLOSED) }}
    >
      {canOpen(roles, DASHBOARD_ENTRY.access) ? <Entries entries={[DASHBOARD_ENTRY]} roles={roles} /> : null}
      {groups.map(({ group, entries }) => (
        <Group key={group.label} group={group} entries={entries} roles={roles} />
      ))}
    </Box>
  );
}
