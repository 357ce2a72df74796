import { Box, Button, Typography } from '@mui/material';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import { lightTranslate as translate } from '../signIn/texts';

/**
 * 'Um erro inesperado aconteceu' (spec 001 §2): shown by the error boundaries (the app's, in
 * main.tsx and <Admin error>, and the page's, in the layout). Recarregar reloads the page.
 * Its texts are read without react-admin (signIn/texts.ts): the signed-out entry shows it too.
 * It accepts and ignores the boundaries' props: the details are for the console, not the user.
 */
export function FatalErrorPage(_props: object) {
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
        textAlign: 'center',
      }}
    >
      <ErrorIcon sx={{ fontSize: 72, color: 'error.main' }} />
      <Typography variant="h5" component="h1" sx={{ mt: 2, fontWeight: 600 }}>
        {translate('app.pages.fatal_error.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 460 }}>
        {translate('app.pages.fatal_error.text')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {translate('app.pages.fatal_error.reload')}
      </Button>
    </Box>
  );
}
