import { Box, Button, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { PageTitle } from '../../components/PageTitle';

/** Any other path under /p (spec 001 §2: "falls back to a default page"). */
export function PublicDefaultPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <PageTitle title="app.pages.public.default.title" />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {translate('app.pages.public.default.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {translate('app.pages.public.default.text')}
      </Typography>
      <Button variant="contained" component={LinkBase} to="/">
        {translate('app.pages.public.default.to_home')}
      </Button>
    </Box>
  );
}
