import { Box } from '@mui/material';
import { MenuItemLink, useMatch, useSidebarState, useTranslate } from 'react-admin';
import { canOpen } from '../components/access';
import { badgeTotal, IconWithBadge, MenuBadges, spokenBadges, type BadgeCount } from './MenuBadge';
import type { MenuEntry } from './menuEntries';
import { useBadgeCounts } from './useBadgeCounts';

/**
 * One entry of the sidebar: a link (role 'link', not react-admin's 'menuitem': the sidebar is
 * navigation), marked as the current page when its route is open. Open: icon, label (wrapping to
 * a second line rather than cut) and a pill per badge. Collapsed (icons only): the badges' total
 * on the icon and react-admin's tooltip with the label; the name then says label, total and
 * what is counted, as the open entry's text does.
 */
export function ShellMenuItem({ entry, roles }: { entry: MenuEntry; roles: readonly string[] }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const current = useMatch({ path: entry.to, end: entry.to === '/' });
  const specs = entry.badges ?? [];
  const counts = useBadgeCounts(
    specs.map((spec) => ({
      name: spec.name,
      enabled: spec.visibleTo ? spec.visibleTo(roles) : canOpen(roles, entry.access),
    })),
  );
  const badges: BadgeCount[] = specs.map((spec, index) => ({ label: spec.label, count: counts[index], color: spec.color }));
  const label = translate(entry.label);
  const total = badgeTotal(badges);
  const collapsedName = !open && total > 0 ? `${label} ${total}: ${spokenBadges(badges, translate).join(', ')}` : undefined;
  return (
    <MenuItemLink
      to={entry.to}
      role="link"
      aria-current={current ? 'page' : undefined}
      // Collapsed, the label is hidden: the name comes from here (react-admin's tooltip would
      // give the label alone, without the counts).
      aria-label={open ? undefined : (collapsedName ?? label)}
      primaryText={label}
      leftIcon={open ? entry.icon : <IconWithBadge icon={entry.icon} total={total} />}
    >
      <Box component="span" sx={{ display: 'flex', alignItems: 'center', width: '100%', whiteSpace: 'normal' }}>
        <Box component="span" sx={{ flexGrow: 1, minWidth: 0, lineHeight: 1.3, overflowWrap: 'break-word' }}>
          {label}
        </Box>
        {open && total > 0 ? <MenuBadges badges={badges} /> : null}
      </Box>
    </MenuItemLink>
  );
}
