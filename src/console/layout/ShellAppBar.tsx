import { Box, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { AppBar, TitlePortal } from 'react-admin';
import { useSession } from '../components/useSession';
import { Logo } from './Logo';
import { RefreshControl } from './RefreshControl';
import { ShellUserMenu } from './ShellUserMenu';
import { ThemeControl } from '../signIn/themeChoice';

/** Sidebar toggle, product mark, page title; then the theme control, the refresh and the user's menu. */
export function ShellAppBar() {
  // Held under the login modal (the server ended the session), the menu stays with its open
  // 'Alterar senha' dialog and what was typed in it (issue 35).
  const { signedIn, held } = useSession();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <AppBar
      color="inherit"
      userMenu={signedIn || held ? <ShellUserMenu /> : false}
      toolbar={
        <>
          <ThemeControl hint={(button, label) => <Tooltip title={label}>{button}</Tooltip>} />
          <RefreshControl />
        </>
      }
    >
      <Box sx={{ display: 'flex', alignItems: 'center', mr: 2 }}>
        <Logo compact={isSmall} size={26} />
      </Box>
      <TitlePortal sx={{ color: 'text.secondary', fontSize: 16 }} />
    </AppBar>
  );
}
