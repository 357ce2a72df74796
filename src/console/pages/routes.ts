import { lazyPage, type LazyPage } from '../components/lazyPage';
import type { ShellRoute } from '../layout/GuardedPage';
import { AREAS } from '../resources';

/**
 * Every authenticated route of both specs (spec 000 §2, 001 §2), from the areas' descriptors:
 * each guarded by its area's rule, for reading or, on create and edit, for changing.
 */
export const SHELL_ROUTES: ShellRoute[] = AREAS.flatMap((area) =>
  (area.routes ?? []).map(({ path, title, crumbs, action, page }) => ({
    path,
    title,
    crumbs,
    access: { resource: area.resource, ...(action ? { action } : {}) },
    page,
  })),
);

const RegisterPage = lazyPage(() => import('./public/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const PrivacyPage = lazyPage(() => import('./public/LegalPage').then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazyPage(() => import('./public/LegalPage').then((m) => ({ default: m.TermsPage })));

/** The public area (no sign-in, no shell). Any other /p/* path gets the default page. */
export const PUBLIC_ROUTES: { path: string; title: string; page: LazyPage<{ title: string }> }[] = [
  { path: '/p/cadastro', title: 'app.pages.public.register.title', page: RegisterPage },
  { path: '/p/privacidade', title: 'app.pages.public.privacy.title', page: PrivacyPage },
  { path: '/p/termos-de-uso', title: 'app.pages.public.terms.title', page: TermsPage },
];
