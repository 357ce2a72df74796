import { Box, Button, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../../components/PageTitle';
import { Logo } from '../../layout/Logo';
import { useSignOut } from '../../layout/useSignOut';

/**
 * For a signed-in user with neither a support nor a law-company profile (trackers use the
 * mobile app): the profile has no access to the web version yet (spec 000 §1). Shown instead of
 * the shell; 'Sair' signs out at once (there is nothing to lose here, so no confirmation).
 */
export function NothingHerePage() {
  const translate = useTranslate();
  const signOut = useSignOut();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
        textAlign: 'center',
        bgcolor: 'background.default',
      }}
    >
      <PageTitle title="app.pages.nothing_here.title" />
      <Logo size={40} />
      <Typography variant="h4" component="h1" sx={{ mt: 4, fontWeight: 600 }}>
        {translate('app.pages.nothing_here.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4, maxWidth: 420 }}>
        {translate('app.pages.nothing_here.text')}
      </Typography>
      <Button variant="contained" startIcon={<LogoutIcon />} onClick={() => void signOut()}>
        {translate('app.pages.nothing_here.sign_out')}
      </Button>
    </Box>
  );
}
