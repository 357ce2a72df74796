import { lazyPage, type LazyPage } from '../components/lazyPage';

const RegisterPage = lazyPage(() => import('./public/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const PrivacyPage = lazyPage(() => import('./public/LegalPage').then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazyPage(() => import('./public/LegalPage').then((m) => ({ default: m.TermsPage })));

/** The public area (no sign-in, no shell). Any other /p/* path gets the default page. */
export const PUBLIC_ROUTES: { path: string; title: string; page: LazyPage<{ title: string }> }[] = [
  { path: '/p/cadastro', title: 'app.pages.public.register.title', page: RegisterPage },
  { path: '/p/privacidade', title: 'app.pages.public.privacy.title', page: PrivacyPage },
  { path: '/p/termos-de-uso', title: 'app.pages.public.terms.title', page: TermsPage },
];
