import type { ReactNode } from 'react';
import { Badge, Box, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface BadgeCount {
  /** i18n key of the tooltip saying what is counted. */
  label: string;
  count: number | undefined;
  color?: 'error' | 'primary';
}

const visible = (badges: BadgeCount[]) => badges.filter((b) => (b.count ?? 0) > 0);

/** Pills at the end of an open menu entry, one per count, each with its tooltip. */
export function MenuBadges({ badges }: { badges: BadgeCount[] }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, ml: 1 }}>
      {visible(badges).map((badge) => (
        <Tooltip key={badge.label} title={translate(badge.label)}>
          <Box
            component="span"
            aria-label={`${translate(badge.label)}: ${badge.count}`}
            sx={{
              minWidth: 20,
              height: 20,
              px: 0.625,
              borderRadius: 10,
              fontSize: 11,
              fontWeight: 700,
              lineHeight: '20px',
              textAlign: 'center',
              color: `${badge.color ?? 'error'}.contrastText`,
              bgcolor: `${badge.color ?? 'error'}.main`,
            }}
          >
            {(badge.count ?? 0) > 99 ? '99+' : badge.count}
          </Box>
        </Tooltip>
      ))}
    </Box>
  );
}

/** With the sidebar collapsed only the icon shows: one dot-badge with the total on it. */
export function IconWithBadge({ icon, badges }: { icon: ReactNode; badges: BadgeCount[] }) {
  const total = visible(badges).reduce((sum, b) => sum + (b.count ?? 0), 0);
  return (
    <Badge badgeContent={total} color="error" max={99} invisible={total === 0}>
      {icon}
    </Badge>
  );
}
