import { Box, Button, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useNavigate, useTranslate } from 'react-admin';
import { PageTitle } from '../../components/PageTitle';
import { useSession } from '../../components/useSession';

/**
 * 'Página não encontrada', for unknown routes and for routes the user may not open (no
 * redirect, so a forbidden page does not reveal itself). Signed in, the button goes to the
 * Dashboard; signed out, to the login (the modal shows on /).
 */
export function NotFoundPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { signedIn } = useSession();
  return (
    <Box sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <PageTitle title="app.pages.not_found.title" />
      <SearchOffIcon sx={{ fontSize: 72, color: 'text.disabled' }} />
      <Typography variant="h5" component="h1" sx={{ mt: 2, fontWeight: 600 }}>
        {translate('app.pages.not_found.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {translate('app.pages.not_found.text')}
      </Typography>
      <Button variant="contained" onClick={() => navigate('/')}>
        {translate(signedIn ? 'app.pages.not_found.to_dashboard' : 'app.pages.not_found.to_sign_in')}
      </Button>
    </Box>
  );
}
