import { Suspense, type ReactNode } from 'react';
import { Box, Card, CardContent, CircularProgress } from '@mui/material';
import darkBackground from '../pages/public/background-dark.svg?no-inline';
import lightBackground from '../pages/public/background-light.svg?no-inline';
import { OperatorFooter } from '../pages/public/OperatorFooter';
import { translate } from '../pages/public/texts';
import { ThemeControl } from '../signIn/themeChoice';
import { LogoMark } from './LogoMark';

/**
 * The public area (spec 001 §2): a background, a centred card about 900 px wide, the logo
 * (drawn in the theme's colour, so it follows light and dark) and the theme control. MUI only
 * (issue 27 item 2): the public pages show signed out before the console loads.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        alignItems: { xs: 'stretch', sm: 'center' },
        justifyContent: 'center',
        p: { xs: 0, sm: 4 },
        // Our drawing of a city map (pages/public/background-*.svg), one per theme, over the page colour;
        // files of their own (not inlined in the script: only the theme's is fetched).
        background: `url("${theme.palette.mode === 'dark' ? darkBackground : lightBackground}") center / cover no-repeat fixed, ${theme.palette.background.default}`,
      })}
    >
      <Card sx={{ width: '100%', maxWidth: 900, borderRadius: { xs: 0, sm: 2 } }} elevation={0}>
        <Box
          component="header"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 3, pt: 2 }}
        >
          <LogoMark name={translate('app.name')} size={32} />
          <ThemeControl />
        </Box>
        {/* The page's own content is the main landmark (the shell has react-admin's <main>). */}
        <CardContent component="main" sx={{ px: { xs: 3, sm: 5 }, pb: 5 }}>
          <Suspense
            fallback={
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
                <CircularProgress />
              </Box>
            }
          >
            {children}
          </Suspense>
        </CardContent>
        <OperatorFooter />
      </Card>
    </Box>
  );
}
