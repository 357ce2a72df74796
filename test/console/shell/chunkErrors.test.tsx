// Code that cannot load (issue 23 item 2, docs/console.md "Code that cannot load"): every lazy
// route of the route table (SHELL_ROUTES and PUBLIC_ROUTES), its code failing to fetch, shows
// 'Sem conexão com a internet' offline (and the screen after 'Tentar Novamente') or 'Nova versão
// disponível' with 'Recarregar' when the server answers; never the fatal page. A route whose page
// does not come through lazyPage fails here. Every import runs through the helper's seam
// (`chunkLoading.run`); after a failure it gives a stand-in screen: the real modules failing in a
// real browser are the journey's (test/e2e/chunks.test.ts). The smaller lazy pieces (the case
// drawer, the legal texts, an inline piece) and a bug in a module (still the fatal page) follow.
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useTranslate } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canOpen } from '../../../src/console/components/access';
import { ChunkLoadError, chunkLoading, lazyPage } from '../../../src/console/components/lazyPage';
import { PUBLIC_ROUTES, SHELL_ROUTES } from '../../../src/console/pages/routes';
import { PrivacyPage } from '../../../src/console/pages/public/LegalPage';
import { i18nProvider } from '../../../src/console/providers/i18nProvider';
import { server } from '../../support/msw';
import { renderScreen } from '../../support/renderScreen';
import { answerCaseDetails, answerCaseList, buildCase, buildCaseDetails } from '../cases/builders';
import { renderCaseList } from '../cases/screens';
import { DEMO, mainMenu, renderApp, renderAppAs, useShellTestSetup, type DemoAccount } from './renderApp';

useShellTestSetup();

const { run, reload } = chunkLoading;
const { error: logError } = console;
// Each test starts as a page load does: no screen's code loaded yet. React logs every error a
// boundary catches; the expected ones (the failed fetches) are left out, anything else shows.
beforeEach(() => {
  chunkLoading.generation += 1;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const expected = args.some(
      (arg) =>
        arg instanceof ChunkLoadError ||
        (typeof arg === 'string' && arg.includes('using the error boundary you provided, ChunkBoundary')),
    );
    if (!expected) logError(...args);
  });
});
afterEach(() => {
  Object.assign(chunkLoading, { run, reload });
  vi.restoreAllMocks();
});

/** What Chromium says when a chunk (or one it imports) cannot be fetched. */
const fetchFailed = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/assets/Page-3f9a1c.js');

/** The stand-in for a route's module: its page, showing the title it was given. */
function Loaded({ title }: { title: string }) {
  const translate = useTranslate();
  return <h1>{`Tela carregada: ${translate(title)}`}</h1>;
}
const loaded = (title: string) => ({ name: `Tela carregada: ${i18nProvider.translate(title)}`, level: 1 });

/**
 * Every import of the test goes through here: the ones numbered in `failing` (from 1) fail to
 * fetch; the others load the stand-in, or the real module with `real`. Counts the imports.
 */
function chunks(failing: number[], { real = false } = {}) {
  const imports = { count: 0 };
  chunkLoading.run = (<T,>(load: () => Promise<T>) => {
    imports.count += 1;
    if (failing.includes(imports.count)) return Promise.reject(fetchFailed());
    return real ? load() : (Promise.resolve({ default: Loaded }) as Promise<T>);
  }) as typeof chunkLoading.run;
  return imports;
}

/** The console's server, asked after a failure whether it answers (a HEAD of its page). */
const PAGE = `${window.location.origin}/`;
const serverAnswers = () => server.use(http.head(PAGE, () => new HttpResponse(null, { status: 200 })));
const serverUnreachable = () => server.use(http.head(PAGE, () => HttpResponse.error()));

let offline: { mockRestore: () => void } | undefined;
const goOffline = () => {
  offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
};
const goOnline = () => offline?.mockRestore();

const heading = (name: string) => screen.findByRole('heading', { name, level: 1 });
const FATAL = 'Um erro inesperado aconteceu';

/** Mounts its children again when 'Recarregar' is pressed, as a reload would; counts them. */
function Reloads({ children, reloads }: { children: ReactNode; reloads: { count: number } }) {
  const [visit, setVisit] = useState(0);
  useEffect(() => {
    chunkLoading.reload = () => {
      reloads.count += 1;
      setVisit((n) => n + 1);
    };
  }, [reloads]);
  return <Fragment key={visit}>{children}</Fragment>;
}

/** Each route of the table once, with a demo account that may open it (null: public). */
const ROUTES = [
  ...SHELL_ROUTES.map((route) => {
    const account = (Object.keys(DEMO) as DemoAccount[]).find((name) => canOpen(DEMO[name].roles, route.access));
    if (!account) throw new Error(`no demo account opens ${route.path}`);
    return { path: route.path, title: route.title, page: route.page, account: account as DemoAccount | null };
  }),
  ...PUBLIC_ROUTES.map((route) => ({ path: route.path, title: route.title, page: route.page, account: null })),
];

describe('every lazy route', () => {
  it('is in the table', () => {
    expect(ROUTES.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/', '/casos', '/casos/:id/detalhes', '/p/cadastro']),
    );
    expect(ROUTES).toHaveLength(SHELL_ROUTES.length + PUBLIC_ROUTES.length);
  });

  it.each(ROUTES)(
    '$path: a deploy says so and reloads; offline says so, and loads after Tentar Novamente',
    async ({ page: Page, title }) => {
      const imports = chunks([1, 2]);
      const reloads = { count: 0 };
      serverAnswers();
      renderScreen(
        <Reloads reloads={reloads}>
          <Page title={title} />
        </Reloads>,
      );
      // The chunk is gone while the server answers: a new version was deployed.
      expect(await heading('Nova versão disponível')).toBeInTheDocument();
      expect(screen.getByText('O console foi atualizado. Recarregue a página para continuar.')).toBeInTheDocument();
      goOffline();
      await userEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
      expect(reloads.count).toBe(1);
      // Loaded again after the reload, this time offline.
      expect(await heading('Sem conexão com a internet')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Recarregar' })).not.toBeInTheDocument();
      goOnline();
      await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
      expect(await screen.findByRole('heading', loaded(title))).toBeInTheDocument();
      expect(imports.count).toBe(3);
    },
  );
});

describe('in the shell', () => {
  it('shows the notice in the page, the menu still usable; the next visit imports again', async () => {
    const imports = chunks([1]);
    goOffline();
    renderAppAs('assessoria', '/configuracoes');
    expect(await heading('Sem conexão com a internet')).toBeInTheDocument();
    expect(screen.queryByText(FATAL)).not.toBeInTheDocument();
    goOnline();
    await userEvent.click(within(await mainMenu()).getByRole('link', { name: /Casos/ }));
    expect(await screen.findByRole('heading', loaded('app.pages.cases.title'))).toBeInTheDocument();
    await userEvent.click(within(await mainMenu()).getByRole('link', { name: /Configurações/ }));
    expect(await screen.findByRole('heading', loaded('app.pages.settings.title'))).toBeInTheDocument();
    expect(imports.count).toBe(3);
  });

  it('tells a flaky network from a deploy: online, but the server does not answer either', async () => {
    chunks([1]);
    serverUnreachable();
    renderAppAs('casos', '/casos');
    expect(await heading('Sem conexão com a internet')).toBeInTheDocument();
    serverAnswers();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findByRole('heading', loaded('app.pages.cases.title'))).toBeInTheDocument();
  });

  it("shows a public page's notice in the public layout", async () => {
    chunks([1]);
    serverAnswers();
    renderApp('/p/cadastro');
    expect(await heading('Nova versão disponível')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
    expect(screen.queryByText(FATAL)).not.toBeInTheDocument();
  });

  it('still shows the fatal page for a bug in a module (not a failed fetch)', async () => {
    chunkLoading.run = (() => Promise.reject(new TypeError('x is not a function'))) as typeof chunkLoading.run;
    vi.mocked(console.error).mockImplementation(() => undefined); // the bug, logged by React as it should be
    renderAppAs('assessoria', '/configuracoes');
    expect(await screen.findByText(FATAL)).toBeInTheDocument();
    expect(screen.queryByText('Sem conexão com a internet')).not.toBeInTheDocument();
  });
});

describe('the smaller lazy pieces', () => {
  it('the case drawer: its notice opens where the drawer would, and Tentar Novamente opens the case', async () => {
    chunks([1], { real: true });
    answerCaseList([buildCase({ id: 55, licensePlate: 'ROW5555' })]);
    answerCaseDetails(buildCaseDetails({ id: 55, licensePlate: 'ROW5555', model: 'Onix LT' }));
    renderCaseList('casos');
    const row = await screen.findByText('ROW-5555');
    goOffline();
    await userEvent.click(row);
    const drawer = await screen.findByRole('dialog', { name: 'Detalhes do caso' });
    expect(within(drawer).getByText('Sem conexão com a internet')).toBeInTheDocument();
    goOnline();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Tentar Novamente' }));
    const details = await screen.findByRole('dialog', { name: 'Detalhes do caso' });
    expect(await within(details).findByText('Onix LT', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('a legal text: the notice in its place, then the text', async () => {
    // 1: the legal text's file (LegalPage itself is imported here, not lazily).
    const imports = chunks([1], { real: true });
    goOffline();
    renderScreen(<PrivacyPage />);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Sem conexão com a internet');
    goOnline();
    await userEvent.click(within(notice).getByRole('button', { name: 'Tentar Novamente' }));
    expect(
      await screen.findByRole('heading', { name: /Dados que coletamos/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // The failed file, then the same file again (LegalMarkdown.tsx comes with the page, not lazily).
    expect(imports.count).toBe(2);
  });

  it('an inline piece (a chart): an alert in its place, never a page heading', async () => {
    const Piece = lazyPage(() => Promise.resolve({ default: Loaded }), { size: 'inline' });
    chunks([1]);
    serverAnswers();
    renderScreen(<Piece title="app.pages.cases.title" />);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Nova versão disponívelO console foi atualizado.');
    expect(within(notice).getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
