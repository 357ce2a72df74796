import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AutoApprovalSetting } from './useAutoApprovalSetting';

/** The 48-hour rule, and whether it applies to the user's company (support: every company's). */
export function AutoApprovalNotice({ setting }: { setting: AutoApprovalSetting }) {
  const translate = useTranslate();
  return (
    <>
      <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
        <AlertTitle>{translate('app.trackers.auto.rule_title')}</AlertTitle>
        {translate('app.trackers.auto.rule')}
        {setting === 'support' ? ` ${translate('app.trackers.auto.support_scope')}` : ''}
      </Alert>
      {setting === 'disabled' ? (
        <Alert severity="warning" sx={{ mb: 2 }} role="status">
          <AlertTitle>{translate('app.trackers.auto.disabled_title')}</AlertTitle>
          {translate('app.trackers.auto.disabled')}
        </Alert>
      ) : null}
    </>
  );
}
