import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';

/**
 * The element to show for an invalid field: the field itself, or, for a select (MUI keeps the
 * value in a hidden native input that carries aria-invalid), its combobox.
 */
function visibleTarget(invalid: HTMLElement): HTMLElement {
  if (
    invalid.getAttribute('aria-hidden') === 'true' ||
    (invalid instanceof HTMLInputElement && invalid.type === 'hidden')
  ) {
    const box = invalid.closest('.MuiInputBase-root');
    const combobox = box?.querySelector<HTMLElement>('[role="combobox"]');
    if (combobox) return combobox;
  }
  return invalid;
}

/**
 * After a submit the form refuses, the first invalid field in the page's order is scrolled to the
 * middle of the window and focused (issue 34: the browser's own focus scroll leaves a field at the
 * window's edge, under the bottom notice 'Este formulário não está válido…', which then covered the
 * field's message). Rendered inside a react-admin <Form>; it looks only inside that form.
 */
export function RevealFirstError() {
  const { submitCount, errors } = useFormState();
  const marker = useRef<HTMLSpanElement>(null);
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || Object.keys(errors).length === 0) return;
    handled.current = submitCount;
    // After react-hook-form's own focus and once the fields have drawn their aria-invalid.
    const timer = setTimeout(() => {
      const form = marker.current?.closest('form');
      const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!first) return;
      const target = visibleTarget(first);
      target.scrollIntoView?.({ block: 'center' });
      target.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [submitCount, errors]);
  return <span ref={marker} hidden />;
}
