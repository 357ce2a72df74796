import { appMessages } from '../i18n/app';

/**
 * The texts of the signed-out entry (issue 27 item 2): the same `app.*` catalogue as the console
 * (i18n/app.ts), read without react-admin's i18n provider (polyglot and every area's texts load
 * with the console). `%{name}` is replaced as polyglot does. A missing key shows its name, as in
 * the console (allowMissing false).
 */
export function lightTranslate(key: string, args: Record<string, unknown> = {}): string {
  let node: unknown = appMessages;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') return key;
  return node.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole));
}

/** The two labels of react-admin's password toggle (i18n/raComplement.ts), for the same button. */
export const PASSWORD_TOGGLE = { show: 'Mostrar senha', hide: 'Ocultar senha' } as const;
