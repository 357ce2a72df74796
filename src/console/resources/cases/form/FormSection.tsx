import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A titled block of the case form whose inputs flow in a responsive grid. */
export function FormSection({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const translate = useTranslate();
  const id = `case-form-${title.replace(/\W+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {translate(title)}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}

/** Inputs side by side: 1 column on phones, up to `columns` from 900 px. */
export function FieldGrid({ children, columns = 3 }: { children: ReactNode; columns?: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        columnGap: 2,
        rowGap: 0.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {children}
    </Box>
  );
}
