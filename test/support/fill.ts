import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup> | typeof userEvent;

/**
 * Puts `text` in a text field as a user pasting it: the field cleared, clicked (focus), then one
 * paste (beforeinput/input with the whole text) through the real input, its onChange, parse,
 * format and maxLength. `user.type` goes key by key, and every key re-renders the whole form in
 * jsdom (the register form's fields alone took ~4 s a test): keep it where what each keystroke
 * does is the subject (the CPF/CNPJ, phone, CEP and money masks).
 */
export async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  if (text) await user.paste(text);
}
