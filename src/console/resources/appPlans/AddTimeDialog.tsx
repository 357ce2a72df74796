import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { NumberInput, SelectInput, useTranslate } from 'react-admin';
import { OnceForm, SubmitButton } from '../../components/busy/OnceForm';
import { ADD_TIME_DEFAULT_DAYS, addTimeSchema, stopsBeingPro, type AppUserRow } from '../../../domain/appPlans';
import { PLAN_TYPE_LABELS, PLAN_TYPES, type PlanType } from '../../../domain/statuses';
import type { HistoryEntry } from '../../../domain/history';
import type { Json } from '../../../domain/wire';
import { HistorySection } from '../../components/HistorySection';
import { REQUIRED } from '../../components/requiredField';
import { request } from '../../providers/httpClient';
import { serverFieldErrors } from '../../components/serverErrors';
import { zodResolver } from '../../components/zodResolver';
import { useAddTime } from './useAddTime';

const resolver = zodResolver(addTimeSchema);
const TYPE_CHOICES = PLAN_TYPES.map((id) => ({ id, name: PLAN_TYPE_LABELS[id] }));

/** The warning of spec §2: the change (a scanner trial, or days removed) ends the user's PRO. */
function StopsBeingProWarning({ user }: { user: AppUserRow }) {
  const translate = useTranslate();
  const [days, type] = useWatch({ name: ['days', 'type'] }) as [unknown, PlanType | undefined];
  const valid = typeof days === 'number' && Number.isInteger(days) && !!type;
  if (!valid || !stopsBeingPro(user.plan, { days, type }, new Date())) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      {translate('app.app_plans.form.stops_being_pro')}
    </Alert>
  );
}

/**
 * The add-time form (spec §5): days (default 30, negative removes, integer, at most 2147483647
 * 'Máximo atingido') and type (scanner or pro, preset by the row action). Days add to an
 * unexpired plan of the same type from its expiry, otherwise from now (docs/app-users.md). Below
 * the form, the user's plan-time history.
 */
export function AddTimeDialog({ user, type, onClose }: { user: AppUserRow; type: PlanType; onClose: () => void }) {
  const translate = useTranslate();
  const addTime = useAddTime();
  const submit = async (values: Record<string, unknown>) => {
    try {
      await addTime.mutateAsync(values as never);
      onClose();
    } catch (error) {
      return serverFieldErrors(error);
    }
    return undefined;
  };
  const title = translate(type === 'pro' ? 'app.app_plans.add_pro' : 'app.app_plans.add_scanner');
  return (
    <Dialog
      open
      onClose={addTime.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="add-time-title"
    >
      <OnceForm
        defaultValues={{ userId: user.id, days: ADD_TIME_DEFAULT_DAYS, type }}
        resolver={resolver}
        onSubmit={submit}
        disableInvalidFormNotification
        noValidate
      >
        <DialogTitle id="add-time-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('app.app_plans.form.intro', { name: user.name })}
          </DialogContentText>
          <NumberInput
            source="days"
            label="app.app_plans.form.days"
            step={1}
            helperText="app.app_plans.form.days_help"
            slotProps={REQUIRED}
          />
          <SelectInput source="type" label="app.app_plans.form.type" choices={TYPE_CHOICES} slotProps={REQUIRED} />
          <StopsBeingProWarning user={user} />
          {/* The user's earlier grants (issue 35): who, when, the days and the expiry they left.
              Under 'app-users', so a grant refreshes it with the list. */}
          <HistorySection
            queryKey={['app-users', user.id, 'plan-history']}
            load={(signal) => request<Json<HistoryEntry>[]>(`/admin/app-users/${user.id}/plan-history`, { signal })}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={addTime.isPending}>
            {translate('ra.action.cancel')}
          </Button>
          <SubmitButton label="app.app_plans.form.save" />
        </DialogActions>
      </OnceForm>
    </Dialog>
  );
}
