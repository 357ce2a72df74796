/**
 * Focuses the first field (in the page's order) among those refused, once their messages are on
 * them (the registration and its resubmission); if none of them is on the page, `fallback` (the
 * form's alert), so the focus never drops to <body> (issue 34).
 */
export function focusFirstField(names: string[], fallback?: () => HTMLElement | null) {
  setTimeout(() => {
    const inputs = Array.from(document.querySelectorAll<HTMLInputElement>('input[name], select[name], textarea[name]'));
    const target = inputs.find((input) => names.includes(input.name)) ?? fallback?.();
    target?.focus();
  }, 0);
}
