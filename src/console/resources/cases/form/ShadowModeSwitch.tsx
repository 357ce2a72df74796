import { FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { SHADOW_CLEARED_FIELDS } from '../../../../domain/schemas/case';
import { simplifiedModeErases, withOneMain, type CaseFormValues } from './caseFormValues';

/**
 * 'Modo simplificado': only category, plate and one address. Turning it on clears the vehicle and
 * process fields and keeps the first address, after a confirmation when that erases something.
 */
export function ShadowModeSwitch() {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext<CaseFormValues>();
  const shadowMode = useWatch<CaseFormValues, 'shadowMode'>({ name: 'shadowMode' }) === true;
  const [confirming, setConfirming] = useState(false);

  const simplify = () => {
    for (const field of SHADOW_CLEARED_FIELDS) setValue(field, null, { shouldDirty: true });
    const [first] = getValues('addresses');
    setValue('addresses', withOneMain(first ? [first] : []), { shouldDirty: true });
    setValue('shadowMode', true, { shouldDirty: true });
    setConfirming(false);
  };

  const toggle = (on: boolean) => {
    if (!on) setValue('shadowMode', false, { shouldDirty: true });
    else if (simplifiedModeErases(getValues())) setConfirming(true);
    else simplify();
  };

  return (
    <>
      <FormControlLabel
        control={<Switch checked={shadowMode} onChange={(event) => toggle(event.target.checked)} />}
        label={translate('app.case_form.shadow.label')}
      />
      <FormHelperText sx={{ mt: -0.5, mb: 2 }}>{translate('app.case_form.shadow.hint')}</FormHelperText>
      <Confirm
        isOpen={confirming}
        title="app.case_form.shadow.confirm_title"
        content="app.case_form.shadow.confirm_content"
        confirm="app.case_form.shadow.confirm"
        onConfirm={simplify}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
