import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useLoading, useLocation, useRefresh, useTranslate } from 'react-admin';
import { DisabledReason } from '../components/DisabledReason';
import { useCooldown } from '../pages/dashboard/useCooldown';

/**
 * The app bar's refresh (react-admin's LoadingIndicator, its spinner inside the button), except that on the
 * dashboard it is the dashboard's refresh: it starts the 30 s cooldown the page's 'Atualizar'
 * shows, and waits for it (spec 000 §9), instead of refetching behind the page's back.
 */
export function RefreshControl() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const loading = useLoading();
  const { pathname } = useLocation();
  const { remaining, start } = useCooldown();
  const onDashboard = pathname === '/';
  const waiting = onDashboard && remaining > 0;
  const label = translate('ra.action.refresh');
  return (
    <Box>
      {waiting ? (
        // Blocked by the dashboard's cooldown: still focusable, the wait said on focus and to
        // screen readers (one component for every disabled reason).
        <DisabledReason reason={translate('app.dashboard.refresh_wait', { seconds: remaining })}>
          {(blocked) => (
            <IconButton color="inherit" aria-label={label} aria-busy={loading} {...blocked}>
              {loading ? <CircularProgress color="inherit" size={20} thickness={5} aria-hidden /> : <RefreshIcon />}
            </IconButton>
          )}
        </DisabledReason>
      ) : (
        // One button, always there: while something loads its icon is the spinner and it says so
        // (aria-busy, the tooltip 'Carregando'). React-admin's indicator hid the button
        // (opacity 0) while it kept the focus and left the spinner without a name (issue 25).
        <Tooltip title={loading ? translate('ra.page.loading') : label}>
          <IconButton
            color="inherit"
            aria-label={label}
            aria-busy={loading}
            onClick={(event) => {
              event.preventDefault();
              if (onDashboard) start();
              refresh();
            }}
          >
            {loading ? <CircularProgress color="inherit" size={20} thickness={5} aria-hidden /> : <RefreshIcon />}
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
