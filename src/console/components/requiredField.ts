/**
 * For a field whose form resolver requires it but that draws no '*': screen readers still hear
 * that it is required (WCAG 3.3.2, 4.1.2). Spread as the input's `slotProps`.
 */
export const REQUIRED = { htmlInput: { 'aria-required': true } } as const;
