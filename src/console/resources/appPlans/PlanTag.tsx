import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { expiryTag, subscriptionText, type AppUserPlan } from '../../../domain/appPlans';
import { formatDate } from '../../../domain/format';
import { PLAN_METHOD_LABELS, PLAN_TYPE_LABELS } from '../../../domain/statuses';

const TAG_COLOR = { never: 'default', active: 'success', expired: 'error' } as const;

/**
 * A row's plan: type and method, the expiry tag (never activated, active until…, expired on…;
 * spec §2) and the subscription state; 'Sem plano' for a user who never had one.
 */
export function PlanTag({ plan, now = new Date() }: { plan: AppUserPlan | null; now?: Date }) {
  const translate = useTranslate();
  if (!plan)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.app_plans.no_plan')}
      </Typography>
    );
  const tag = expiryTag(plan.expirationDate, now);
  const date = plan.expirationDate ? formatDate(plan.expirationDate) : '';
  const subscription = subscriptionText(plan);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {PLAN_TYPE_LABELS[plan.type]} · {PLAN_METHOD_LABELS[plan.method]}
      </Typography>
      <Chip
        size="small"
        variant="outlined"
        color={TAG_COLOR[tag]}
        label={translate(`app.app_plans.expiry.${tag}`, { date })}
      />
      {subscription ? (
        <Typography variant="caption" color="text.secondary">
          {subscription}
        </Typography>
      ) : null}
    </Stack>
  );
}
