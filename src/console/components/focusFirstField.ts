/**
 * Focuses the first field (in the page's order) among those the server refused, once react-admin
 * has put their messages on them (the registration and its resubmission).
 */
export function focusFirstField(names: string[]) {
  setTimeout(() => {
    const inputs = Array.from(document.querySelectorAll<HTMLInputElement>('input[name], textarea[name]'));
    inputs.find((input) => names.includes(input.name))?.focus();
  }, 0);
}
