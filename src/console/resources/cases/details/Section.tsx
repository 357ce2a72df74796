import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A titled block of the details page ('Veículo', 'Anexos', …) with an optional action on the right. */
export function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const translate = useTranslate();
  const text = translate(title);
  return (
    <Card component="section" aria-label={text} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, minHeight: 32 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
            {text}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

export interface FieldItem {
  /** i18n key of the label. */
  label: string;
  value: ReactNode;
}

/** Label over value pairs, in a responsive grid; empty values read '—'. */
export function FieldList({ items, columns = 2 }: { items: FieldItem[]; columns?: number }) {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` } }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate(item.label)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {item.value === null || item.value === undefined || item.value === '' ? translate('app.cases.empty_value') : item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
