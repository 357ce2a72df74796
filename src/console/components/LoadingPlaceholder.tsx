import { Stack, type StackProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A screen's placeholders (MUI Skeletons) while its data loads, as one loading indicator: a
 * progressbar named 'Carregando…' (or the region's own text, an i18n key), the skeletons being
 * its presentational content. A Skeleton has no role, so a screen reader heard nothing while a
 * region loaded; MUI's spinners and bars are named by the theme's default instead
 * (layout/theme.ts). Every Skeleton of the console sits in one of these (issue 34 §5).
 */
export function LoadingPlaceholder({ label = 'app.loading', children, ...stack }: StackProps & { label?: string }) {
  const translate = useTranslate();
  return (
    <Stack role="progressbar" aria-label={translate(label)} {...stack}>
      {children}
    </Stack>
  );
}
