import type { ComponentProps } from 'react';

/**
 * The file input behind a button of ours ('Escolher comprovante', 'Escolher arquivo', …): hidden,
 * and out of the tab order. MUI's focus trap lists a dialog's tabbable elements without looking at
 * whether they show, so a hidden input first in a dialog was where Tab past the last control
 * wrapped to: the focus went nowhere (<body>) and the next Tab left the dialog.
 */
export function HiddenFileInput(props: Omit<ComponentProps<'input'>, 'type' | 'hidden' | 'tabIndex'>) {
  return <input {...props} type="file" hidden tabIndex={-1} />;
}
