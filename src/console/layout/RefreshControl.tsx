import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useLoading, useLocation, useRefresh, useTranslate } from 'react-admin';
import { DisabledReason } from '../components/DisabledReason';
import { useCooldown } from '../pages/dashboard/useCooldown';

/**
 * The app bar's refresh (react-admin's LoadingIndicator, spinner included), except that on the
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
    <Box sx={{ position: 'relative' }}>
      {waiting ? (
        // Blocked by the dashboard's cooldown: still focusable, the wait said on focus and to
        // screen readers (one component for every disabled reason).
        <DisabledReason reason={translate('app.dashboard.refresh_wait', { seconds: remaining })}>
          {(blocked) => (
            <IconButton color="inherit" aria-label={label} {...blocked}>
              <RefreshIcon />
            </IconButton>
          )}
        </DisabledReason>
      ) : (
        <Tooltip title={label}>
          <IconButton
            color="inherit"
            aria-label={label}
            sx={{ opacity: loading ? 0 : 1 }}
            onClick={(event) => {
              event.preventDefault();
              if (onDashboard) start();
              refresh();
            }}
          >
            <RefreshIcon />
          </IconButton>
        </Tooltip>
      )}
      {loading ? (
        <CircularProgress color="inherit" size={16} thickness={6} sx={{ position: 'absolute', top: '30%', left: '30%' }} />
      ) : null}
    </Box>
  );
}
