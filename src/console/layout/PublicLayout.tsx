import { Suspense, type ReactNode } from 'react';
import { Box, Card, CardContent } from '@mui/material';
import { Loading } from 'react-admin';
import { Logo } from './Logo';
import { ThemeModeControl } from './ThemeModeControl';

/**
 * The public area (spec 001 §2): a background, a centred card about 900 px wide, the logo
 * (drawn in the theme's colour, so it follows light and dark) and the theme control.
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
        background:
          theme.palette.mode === 'dark'
            ? 'radial-gradient(circle at 20% 10%, #0b3a52 0%, #1F1F1F 55%)'
            : 'radial-gradient(circle at 20% 10%, #d6e4ff 0%, #fcfcfc 55%)',
      })}
    >
      <Card sx={{ width: '100%', maxWidth: 900, borderRadius: { xs: 0, sm: 2 } }} elevation={0}>
        <Box component="header" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 3, pt: 2 }}>
          <Logo size={32} />
          <ThemeModeControl />
        </Box>
        {/* The page's own content is the main landmark (the shell has react-admin's <main>). */}
        <CardContent component="main" sx={{ px: { xs: 3, sm: 5 }, pb: 5 }}>
          <Suspense fallback={<Loading />}>{children}</Suspense>
        </CardContent>
      </Card>
    </Box>
  );
}
