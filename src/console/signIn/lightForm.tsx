import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Input, PasswordInput, SubmitButton as LightSubmitButton } from '../components/LightInputs';
import { errorText, serverFieldErrors } from '../components/serverErrors';
import { lightTranslate as translate } from './texts';

// The light forms' pieces (SignInPage.tsx and RecoveryForms.tsx): the fields, the submit button and
// a form's state, checked with the domain's zod schemas loaded at the first check.

export type Errors = Record<string, string>;

/** The domain's schemas, loaded with zod at the first check (not before the form is shown). */
const loadSchemas = () =>
  Promise.all([import('../../domain/schemas/auth'), import('../../domain/schemas/fieldErrors')]);

type SchemaName = 'loginSchema' | 'sendRecoverySchema' | 'recoverySchema';

/** Checks `values` with a domain schema: the parsed values, or the fields' pt-BR messages. */
async function check<T>(
  schema: SchemaName,
  values: Record<string, unknown>,
): Promise<{ data: T } | { errors: Errors }> {
  const [schemas, { fieldErrors }] = await loadSchemas();
  const result = await schemas[schema].safeParseAsync(values);
  return result.success ? { data: result.data as T } : { errors: fieldErrors(result.error) };
}

// ---------------------------------------------------------------------------------------------
// Forms

interface FieldProps {
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
}

/** A text input (components/LightInputs.tsx); its hint's line kept, so an error does not move the form. */
export function Field({ autoComplete, autoFocus, required, ...props }: FieldProps) {
  const htmlInput = {
    autoComplete,
    ...(autoFocus ? { autoFocus } : {}),
    ...(required ? { 'aria-required': true } : {}),
  };
  return <Input {...props} reserveHelper htmlInput={htmlInput} />;
}

/** A password input with react-admin's PasswordInput's show/hide button. */
export function PasswordField({ autoComplete, required, ...props }: FieldProps) {
  return (
    <PasswordInput
      {...props}
      toggleSize="large"
      reserveHelper
      htmlInput={{ autoComplete, ...(required ? { 'aria-required': true } : {}) }}
    />
  );
}

/** The submit button, as react-admin's SaveButton: a spinner and disabled while sending. */
export function SubmitButton({ label, busy, icon }: { label: string; busy: boolean; icon?: ReactNode }) {
  return <LightSubmitButton label={translate(label)} busy={busy} icon={icon} fullWidth sx={{ mt: 2 }} />;
}

/**
 * A form's state: values, the fields' errors (shown once submitted, then checked again as the
 * user types, as react-admin's forms do), the form's failure and the busy flag.
 */
export function useForm<T extends Record<string, string>>(
  schema: SchemaName,
  initial: T,
  send: (data: T) => Promise<void>,
) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submitted = useRef(false);
  const latest = useRef(values);
  // Set at once (the state shows a render later): a second submit while in flight sends nothing.
  const sending = useRef(false);

  const revalidate = async (next: T) => {
    const result = await check<T>(schema, next);
    if (latest.current === next) setErrors('errors' in result ? result.errors : {});
  };
  const set = (name: keyof T) => (value: string) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (submitted.current) void revalidate(next);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLFormElement;
    if (sending.current) return;
    sending.current = true;
    submitted.current = true;
    setFailure(null);
    try {
      const result = await check<T>(schema, latest.current);
      if ('errors' in result) {
        setErrors(result.errors);
        // This form's field: the screen kept behind the console's modal may have one of the same name.
        const first = formElement.elements.namedItem(Object.keys(result.errors)[0] ?? '');
        if (first instanceof HTMLElement) first.focus();
        return;
      }
      setErrors({});
      // Busy (the button's spinner, disabled) while the server answers, as react-admin's SaveButton.
      setBusy(true);
      await send(result.data);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else setFailure(errorText(error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return { values, errors, failure, setFailure, busy, set, onSubmit };
}
