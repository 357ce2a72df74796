import { Box } from '@mui/material';
import { MenuItemLink, useSidebarState, useTranslate } from 'react-admin';
import { canOpen } from '../components/access';
import { IconWithBadge, MenuBadges, type BadgeCount } from './MenuBadge';
import type { MenuEntry } from './menuEntries';
import { useBadgeCounts } from './useBadgeCounts';

/**
 * One entry of the sidebar. Open: icon, label and a pill per badge. Collapsed (icons only):
 * the badges' total on the icon, and react-admin's tooltip with the label.
 */
export function ShellMenuItem({ entry, roles }: { entry: MenuEntry; roles: readonly string[] }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const specs = entry.badges ?? [];
  const counts = useBadgeCounts(
    specs.map((spec) => ({
      name: spec.name,
      enabled: spec.visibleTo ? spec.visibleTo(roles) : canOpen(roles, entry.access),
    })),
  );
  const badges: BadgeCount[] = specs.map((spec, index) => ({ label: spec.label, count: counts[index], color: spec.color }));
  const label = translate(entry.label);
  return (
    <MenuItemLink
      to={entry.to}
      primaryText={label}
      leftIcon={open ? entry.icon : <IconWithBadge icon={entry.icon} badges={badges} />}
    >
      <Box component="span" sx={{ display: 'flex', alignItems: 'center', width: '100%' }}>
        <Box component="span" sx={{ flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {label}
        </Box>
        {open && badges.length > 0 ? <MenuBadges badges={badges} /> : null}
      </Box>
    </MenuItemLink>
  );
}
