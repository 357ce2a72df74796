import { Box } from '@mui/material';
import { MenuItemLink, useMatch, useSidebarState, useTranslate } from 'react-admin';
import { canOpen } from '../components/access';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { badgeTotal, IconWithBadge, MenuBadges, spokenBadges, type BadgeCount } from './MenuBadge';
import type { MenuEntry } from './menuEntries';
import { useBadgeCounts } from './useBadgeCounts';

/**
 * One entry of the sidebar: a link (role 'link', not react-admin's 'menuitem': the sidebar is
 * navigation), marked as the current page when its route is open. Open: icon, label (wrapping to
 * a second line rather than cut) and a pill per badge. Collapsed (icons only): the badges' total
 * on the icon and react-admin's tooltip with the label; the label is then hidden text saying
 * label, total and what is counted. No aria-label either way: the name is the content, so it
 * holds the visible text (WCAG 2.5.3), and the tooltip describes rather than names.
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
  const badges: BadgeCount[] = specs.map((spec, index) => ({
    label: spec.label,
    count: counts[index],
    color: spec.color,
  }));
  const label = translate(entry.label);
  const total = badgeTotal(badges);
  const collapsedName =
    !open && total > 0 ? `${label} ${total}: ${spokenBadges(badges, translate).join(', ')}` : undefined;
  return (
    <MenuItemLink
      to={entry.to}
      role="link"
      aria-current={current ? 'page' : undefined}
      // The collapsed entry's tooltip (react-admin's, from primaryText) describes the link while
      // shown; an element, not a string, so MUI sets neither aria-label nor a native title.
      primaryText={<>{label}</>}
      tooltipProps={{ describeChild: true }}
      leftIcon={
        open ? (
          entry.icon
        ) : (
          // Collapsed, the menu hides the label (display: none): the name is this hidden text.
          <>
            <IconWithBadge icon={entry.icon} total={total} />
            <VisuallyHidden>{collapsedName ?? label}</VisuallyHidden>
          </>
        )
      }
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
