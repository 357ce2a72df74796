/**
 * The shell's paths (every route of the areas, pages/routes.ts), as plain patterns: the
 * signed-out entry shows the login modal on these without loading the areas. Kept equal to
 * SHELL_ROUTES by test/console/shell/signedOut.test.tsx.
 */
export const SHELL_PATHS: readonly string[] = [
  '/',
  '/casos',
  '/casos/novo',
  '/casos/:id/detalhes',
  '/casos/:id/editar',
  '/aprovacao-automatica',
  '/mensagens',
  '/importar',
  '/app/cadastros',
  '/app/pro',
  '/app/transferencias',
  '/assessoria-juridicas',
  '/usuarios',
  '/suporte',
  '/configuracoes',
  '/analytics',
];
