import { Box, Typography } from '@mui/material';
import { LinkButton, PublicTitle } from './publicNav';
import { translate } from './texts';

/** Any other path under /p (spec 001 §2: "falls back to a default page"). */
export function PublicDefaultPage() {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <PublicTitle title="app.pages.public.default.title" />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {translate('app.pages.public.default.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {translate('app.pages.public.default.text')}
      </Typography>
      <LinkButton variant="contained" to="/">
        {translate('app.pages.public.default.to_home')}
      </LinkButton>
    </Box>
  );
}
