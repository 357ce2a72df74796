import type { ReactNode } from 'react';
import { Badge, Box, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { VisuallyHidden } from '../components/VisuallyHidden';

export interface BadgeCount {
  /** i18n key of the tooltip saying what is counted. */
  label: string;
  count: number | undefined;
  color?: 'error' | 'primary';
}

const visible = (badges: BadgeCount[]) => badges.filter((b) => (b.count ?? 0) > 0);
const shown = (count: number | undefined) => ((count ?? 0) > 99 ? '99+' : String(count));

/** The sum of the counts, shown on the icon of a collapsed entry. */
export const badgeTotal = (badges: BadgeCount[]) => visible(badges).reduce((sum, b) => sum + (b.count ?? 0), 0);

/**
 * What a screen reader hears for each count: 'Localizadores pendentes: 354'. The exact count, not
 * the pill's '99+': the pill is hidden from screen readers, and the number is what a user triages by.
 */
export const spokenBadges = (badges: BadgeCount[], translate: (key: string) => string) =>
  visible(badges).map((badge) => `${translate(badge.label)}: ${badge.count}`);

/**
 * Pills at the end of an open menu entry, one per count. The pill itself is for the eye (its
 * tooltip for the mouse); the entry's name gets 'what: count' as hidden text, since a label on
 * a plain span is not announced.
 */
export function MenuBadges({ badges }: { badges: BadgeCount[] }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexShrink: 0, gap: 0.5, ml: 0.5 }}>
      {visible(badges).map((badge) => (
        <Box component="span" key={badge.label} sx={{ display: 'inline-block' }}>
          <Tooltip title={translate(badge.label)} describeChild>
            <Box
              component="span"
              aria-hidden
              sx={{
                display: 'inline-block',
                minWidth: 18,
                height: 18,
                px: 0.5,
                borderRadius: 9,
                fontSize: 11,
                fontWeight: 700,
                lineHeight: '18px',
                textAlign: 'center',
                color: `${badge.color ?? 'error'}.contrastText`,
                bgcolor: `${badge.color ?? 'error'}.main`,
              }}
            >
              {shown(badge.count)}
            </Box>
          </Tooltip>
          <VisuallyHidden>
            {translate(badge.label)}: {badge.count}
          </VisuallyHidden>
        </Box>
      ))}
    </Box>
  );
}

/**
 * With the sidebar collapsed only the icon shows: one dot-badge with the total on it, for the
 * eye only (the entry's hidden text says the total and what is counted).
 */
export function IconWithBadge({ icon, total }: { icon: ReactNode; total: number }) {
  return (
    <Badge
      badgeContent={total}
      color="error"
      max={99}
      invisible={total === 0}
      slotProps={{ badge: { 'aria-hidden': true } }}
    >
      {icon}
    </Badge>
  );
}
