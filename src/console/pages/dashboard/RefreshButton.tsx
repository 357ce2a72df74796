import RefreshIcon from '@mui/icons-material/Refresh';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DisabledReason } from '../../components/DisabledReason';
import { useCooldown } from './useCooldown';

/** 'Atualizar', then blocked for 30 s (spec §9 'Dashboard refresh cooldown 30 s'), saying how long is left. */
export function RefreshButton({ onRefresh }: { onRefresh: () => unknown }) {
  const translate = useTranslate();
  const { remaining, start } = useCooldown();
  const waiting = remaining > 0;
  return (
    // Blocked rather than disabled: the focus stays on it after the click, and Tab reaches the wait.
    <DisabledReason reason={waiting ? translate('app.dashboard.refresh_wait', { seconds: remaining }) : null}>
      {(blocked) => (
        <Button
          size="small"
          startIcon={<RefreshIcon />}
          onClick={() => {
            start();
            void onRefresh();
          }}
          {...blocked}
        >
          {waiting ? `${translate('app.dashboard.refresh')} (${remaining} s)` : translate('app.dashboard.refresh')}
        </Button>
      )}
    </DisabledReason>
  );
}
