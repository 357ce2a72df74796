import type { ReactNode } from 'react';
import { Form, SaveButton, type FormProps, type SaveButtonProps } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import { useOnce } from './useOnce';

export interface OnceFormProps extends Omit<FormProps, 'onSubmit'> {
  /** Sends; resolves with the fields' errors to show, or nothing. */
  onSubmit: (values: FieldValues) => Promise<unknown>;
  children: ReactNode;
}

/**
 * react-admin's Form whose submit runs once at a time: a second submit (a double-click on
 * Salvar, Enter pressed twice) before the first answer sends nothing and shares its result.
 */
export function OnceForm({ onSubmit, ...props }: OnceFormProps) {
  const { run } = useOnce(onSubmit);
  return <Form {...props} onSubmit={run as FormProps['onSubmit']} />;
}

/**
 * The forms' Salvar: enabled on an untouched form (so a click shows what is missing), disabled with
 * its spinner while the form is sent. react-admin's `alwaysEnable` alone never disables it, not even
 * while submitting (the double requests of issue 35).
 */
export function SubmitButton(props: Omit<SaveButtonProps, 'alwaysEnable'>) {
  const { isSubmitting } = useFormState();
  return <SaveButton icon={<></>} {...props} alwaysEnable={!isSubmitting} />;
}
