import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCooldown } from './useCooldown';

/** 'Atualizar', then disabled for 30 s (spec §9 'Dashboard refresh cooldown 30 s'), saying how long is left. */
export function RefreshButton({ onRefresh }: { onRefresh: () => unknown }) {
  const translate = useTranslate();
  const { remaining, start } = useCooldown();
  const waiting = remaining > 0;
  return (
    <Tooltip title={waiting ? translate('app.dashboard.refresh_wait', { seconds: remaining }) : ''}>
      <span>
        <Button
          size="small"
          startIcon={<RefreshIcon />}
          disabled={waiting}
          onClick={() => {
            start();
            void onRefresh();
          }}
        >
          {waiting ? `${translate('app.dashboard.refresh')} (${remaining} s)` : translate('app.dashboard.refresh')}
        </Button>
      </span>
    </Tooltip>
  );
}
