import PremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** 'PRO': the tracker's plan is PRO and still valid. */
export function ProTag() {
  const translate = useTranslate();
  return (
    <Chip
      component="span"
      size="small"
      color="warning"
      icon={<PremiumIcon />}
      label={translate('app.trackers.user.pro')}
      title={translate('app.trackers.user.pro_hint')}
      sx={{ height: 22, fontWeight: 700, letterSpacing: 0.4 }}
    />
  );
}
