import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface FieldItem {
  /** i18n key of the label. */
  label: string;
  value: ReactNode;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '' || value === false;

/**
 * Facts as label-over-value pairs in a description list (read as term and definition), in a
 * responsive grid: one column on a phone, `columns` from sm up. Empty values read '—'. Every
 * details panel (case, law company, transfer, app user) lays out its facts with it.
 */
export function FieldList({ items, columns = 2 }: { items: FieldItem[]; columns?: number }) {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate(item.label)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {isEmpty(item.value) ? '—' : item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
