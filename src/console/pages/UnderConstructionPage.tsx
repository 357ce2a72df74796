import { Card, CardContent, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/ConstructionOutlined';
import { useTranslate } from 'react-admin';
import type { PageProps } from '../layout/area';

/** The page of a screen that a later issue builds: its title and 'Em construção'. */
export function UnderConstructionPage({ title }: PageProps) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent sx={{ py: 6, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {translate(title)}
        </Typography>
        <ConstructionIcon sx={{ fontSize: 56, color: 'text.disabled', mt: 3 }} />
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {translate('app.pages.under_construction.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.pages.under_construction.text')}</Typography>
      </CardContent>
    </Card>
  );
}
