import { describe, expect, it } from 'vitest';
import { SHELL_ROUTES } from '../../../src/console/pages/routes';
import { SHELL_PATHS } from '../../../src/console/pages/shellPaths';
import { isShellPath, modeFor } from '../../../src/console/signIn/paths';
import { lightTranslate } from '../../../src/console/signIn/texts';
import { i18nProvider } from '../../../src/console/providers/i18nProvider';

// Issue 27 item 2: what the signed-out entry (Root.tsx) decides without the console's areas.

describe('the signed-out entry’s routes', () => {
  it('knows every shell route of the areas (pages/shellPaths.ts = SHELL_ROUTES)', () => {
    expect([...SHELL_PATHS].sort()).toEqual(SHELL_ROUTES.map((route) => route.path).sort());
  });

  it('matches the patterns as the router does', () => {
    expect(isShellPath('/')).toBe(true);
    expect(isShellPath('/casos/12/detalhes')).toBe(true);
    expect(isShellPath('/casos/12/detalhes/')).toBe(true);
    expect(isShellPath('/casos/12')).toBe(false);
    expect(isShellPath('/casos/1/2/detalhes')).toBe(false);
    expect(isShellPath('/rota-que-nao-existe')).toBe(false);
  });

  it('signed out: the login on shell paths, the public pages under /p, the console elsewhere (its not-found page)', () => {
    expect(modeFor('/', false)).toBe('signIn');
    expect(modeFor('/app/cadastros', false)).toBe('signIn');
    expect(modeFor('/p/cadastro', false)).toBe('public');
    expect(modeFor('/p/qualquer', false)).toBe('public');
    expect(modeFor('/rota-que-nao-existe', false)).toBe('console');
    expect(modeFor('/', true)).toBe('console');
    expect(modeFor('/p/cadastro', true)).toBe('console');
  });

  it('reads the same texts as the console’s i18n provider', () => {
    for (const key of [
      'app.auth.sign_in_title',
      'app.auth.forgot_password',
      'app.chunk.offline.title',
      'app.pages.fatal_error.title',
    ]) {
      expect(lightTranslate(key)).toBe(i18nProvider.translate(key));
    }
    expect(lightTranslate('app.auth.recovery_code_hint', { email: 'a@b.co' })).toBe(
      i18nProvider.translate('app.auth.recovery_code_hint', { email: 'a@b.co' }),
    );
    expect(lightTranslate('app.page_title', { title: 'Entrar' })).toBe('Entrar | Recupera');
    expect(lightTranslate('app.nao.existe')).toBe('app.nao.existe');
    expect(i18nProvider.translate('ra.input.password.toggle_hidden')).toBe('Mostrar senha');
    expect(i18nProvider.translate('ra.input.password.toggle_visible')).toBe('Ocultar senha');
  });
});
