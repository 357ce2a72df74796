import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { focusFirstField } from '../../../components/focusFirstField';
import { errorText, serverFieldErrors } from '../../../components/serverErrors';

/** A form's values by input name ('address.zipcode'), as its inputs hold them. */
export type FlatValues = Record<string, string | number | boolean | null>;
export type FieldErrors = Record<string, string>;
/** The form's check: the parsed values to send, or each refused field's message. */
export type Check<T> = (values: Record<string, unknown>) => Promise<{ data: T } | { errors: FieldErrors }>;

/** { 'address.city': 'X' } → { address: { city: 'X' } }: the shape the schemas and the server read. */
export function nest(flat: FlatValues): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = tree;
    keys.slice(0, -1).forEach((key) => {
      node = (node[key] ??= {}) as Record<string, unknown>;
    });
    node[keys[keys.length - 1]] = value;
  }
  return tree;
}

/**
 * The state of a light form (issue 27 item 2), doing what react-admin's Form with the domain's
 * schema did on /p/cadastro and 'Corrigir e reenviar': nothing is checked before the first
 * submit; a submit checks every field (the focus goes to the first refused, in the page's order)
 * and, once submitted, each field is checked again as it changes. While sent the form is busy
 * (the button's spinner; a second submit does nothing). A 422 puts the server's messages on their
 * fields, the focus on the first and the same sentence in `failure` (beside the button); any other
 * failure is the catalogue's text there, and the focus goes to that alert (`alertRef`): the button
 * was disabled while sending, which leaves the focus on <body> (issue 34). Nothing typed is lost.
 */
export function useLightForm<T>(initial: FlatValues, check: Check<T>, send: (data: T) => Promise<void>) {
  const [values, setValues] = useState<FlatValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submitted = useRef(false);
  const sending = useRef(false);
  const latest = useRef(values);
  const alertRef = useRef<HTMLDivElement>(null);
  const alert = () => alertRef.current;
  const focusAlert = useRef(false);
  // Once the failure's alert is drawn (and the button enabled again), the focus goes to it.
  useEffect(() => {
    if (!failure || !focusAlert.current || busy) return;
    focusAlert.current = false;
    alertRef.current?.focus();
  }, [failure, busy]);

  /** Puts `message` on the field `name` (none: clears it); `only`: clears it only if it says that. */
  const setError = useCallback(
    (name: string, message: string | undefined, only?: string) =>
      setErrors((current) => {
        if (current[name] === message || (only !== undefined && current[name] !== only)) return current;
        const next = { ...current };
        if (message === undefined) delete next[name];
        else next[name] = message;
        return next;
      }),
    [],
  );

  /** Checks the changed fields again (after the first submit), leaving the others' messages. */
  const revalidate = async (names: string[], next: FlatValues) => {
    const result = await check(nest(next));
    if (latest.current !== next) return;
    for (const name of names) setError(name, 'errors' in result ? result.errors[name] : undefined);
  };

  /** Sets inputs' values (a typed value, the CEP lookup's fill). */
  const setMany = (changes: FlatValues) => {
    const next = { ...latest.current, ...changes };
    latest.current = next;
    setValues(next);
    if (submitted.current) void revalidate(Object.keys(changes), next);
  };
  const set = (name: string) => (value: string | number | boolean | null) => setMany({ [name]: value });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    submitted.current = true;
    setFailure(null);
    try {
      const result = await check(nest(latest.current));
      if ('errors' in result) {
        setErrors(result.errors);
        focusFirstField(Object.keys(result.errors), alert);
        return;
      }
      setErrors({});
      setBusy(true);
      await send(result.data);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) {
        // Every refused field at once (a CNPJ and an e-mail already registered), also beside the
        // button, where the eye is after sending; the focus goes to the first.
        setErrors(fields);
        setFailure(Object.values(fields).join(' '));
        focusFirstField(Object.keys(fields), alert);
      } else {
        setFailure(errorText(error));
        focusAlert.current = true;
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  /** The props of the text input `name`: its value, its change, its error. */
  const text = (name: string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: set(name) as (value: string) => void,
    error: errors[name],
  });

  return { values, errors, failure, alertRef, busy, set, setMany, setError, text, onSubmit };
}

export type LightForm = ReturnType<typeof useLightForm>;
