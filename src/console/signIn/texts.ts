import { appMessages } from '../i18n/app';

/**
 * A translate over plain catalogues (i18n/*.ts), without react-admin's i18n provider (polyglot
 * and every area's texts load with the console). `%{name}` is replaced as polyglot does. A
 * missing key shows its name, as in the console (allowMissing false). Later catalogues win.
 */
export function translateFrom(catalogues: object[]) {
  return (key: string, args: Record<string, unknown> = {}): string => {
    let text: string | undefined;
    for (const catalogue of catalogues) {
      let node: unknown = catalogue;
      for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
      if (typeof node === 'string') text = node;
    }
    if (text === undefined) return key;
    return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole));
  };
}

/**
 * The texts of the signed-out entry (issue 27 item 2): the same `app.*` catalogue as the console
 * (i18n/app.ts), read without react-admin.
 */
export const lightTranslate = translateFrom([appMessages]);

/** The two labels of react-admin's password toggle (i18n/raComplement.ts), for the same button. */
export const PASSWORD_TOGGLE = { show: 'Mostrar senha', hide: 'Ocultar senha' } as const;
