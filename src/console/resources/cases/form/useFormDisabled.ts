import { useFormState } from 'react-hook-form';

/**
 * Whether the form is read-only (a closed case: CaseForm's `disabled`). react-admin's NumberInput
 * and MUI's buttons do not follow the form's `disabled` nor a disabled fieldset's look: they are
 * given it, so nothing on a closed case's form looks editable.
 */
export const useFormDisabled = () => useFormState().disabled === true;
