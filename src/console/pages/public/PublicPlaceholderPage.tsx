import { Button, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { LinkBase, useTranslate } from 'react-admin';
import { PageTitle } from '../../components/PageTitle';

/** A public page whose content comes with a later issue: its title and a way back. */
export function PublicPlaceholderPage({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <>
      <PageTitle title={title} />
      <Button component={LinkBase} to="/" startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 2 }}>
        {translate('app.pages.public.back')}
      </Button>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {translate('app.pages.under_construction.text')}
      </Typography>
    </>
  );
}
