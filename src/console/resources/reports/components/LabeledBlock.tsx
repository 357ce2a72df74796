import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A part of a report under its small upper-case title ('OBSERVAÇÕES', 'FOTOS', 'MANDADO'…). */
export function LabeledBlock({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ display: 'block', lineHeight: 2 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}
