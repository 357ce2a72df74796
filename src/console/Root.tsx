import {
  Component,
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Box, Button, Typography } from '@mui/material';
import type { NotificationPayload } from 'react-admin';
import { CHUNK_TEXTS, ChunkLoadError, chunkLoading, importChunk } from './components/lazyPageErrors';
import { useSession } from './components/useSession';
import { getTokens } from './providers/session';
import { carriedNotices, loadConsole, prefetchConsole } from './loadConsole';
import { loadOperator } from './pages/public/useOperator';
import { isPublicPath, modeFor, type Mode } from './signIn/paths';
import { SignInPage } from './signIn/SignInPage';
import { ChosenTheme } from './signIn/themeChoice';
import { lightTranslate as translate } from './signIn/texts';
import type { Leave } from './PublicApp';

/**
 * The console's first choice (issue 27 item 2). Signed out on a shell path: the light sign-in
 * (signIn/SignInPage.tsx, in the first chunk: MUI and our code, no react-admin). Signed out under
 * /p: the public pages (PublicApp.tsx, react-admin's forms without the console). Otherwise
 * (signed in, or a path only the console knows) the console (App.tsx). Both load lazily; once
 * shown, the console stays: signing out there shows its own login modal, and a session the
 * server ended keeps the screen under it (providers/session.ts). A hand-over is a transition,
 * so the screen before stays until the next is ready; a chunk that cannot load (offline) says so
 * in its place, with 'Tentar Novamente' or 'Recarregar' (components/lazyPageErrors.ts).
 */

/** React.lazy that imports again after a failure (lazyPage's rule, without react-admin's texts). */
function retryable<P extends object>(load: () => Promise<ComponentType<P>>) {
  const attempt = () => lazy(() => importChunk(() => load().then((component) => ({ default: component }))));
  let current = attempt();
  let generation = chunkLoading.generation;
  return {
    Component: (props: P) => {
      if (generation !== chunkLoading.generation) {
        generation = chunkLoading.generation;
        current = attempt();
      }
      const Loaded = current;
      return <Loaded {...props} />;
    },
    drop: () => {
      current = attempt();
    },
  };
}

const Console = retryable<object>(() => loadConsole().then((m) => m.App));
const Public = retryable<{ onLeave: Leave }>(() =>
  import('./PublicApp').then(async (m) => {
    await m.preparePublic(window.location.pathname);
    return m.PublicApp;
  }),
);

// Signed out under /p: the operator's footer is asked for now, beside the public pages' code
// (PublicApp.tsx's preparePublic waits for both), not after that code arrived.
if (!getTokens() && isPublicPath(window.location.pathname)) void loadOperator().catch(() => undefined);

/** components/ChunkBoundary.tsx's notice, in the light entry's texts. */
class LoadBoundary extends Component<{ drop: () => void; children: ReactNode }, { error: ChunkLoadError | null }> {
  override state: { error: ChunkLoadError | null } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error as ChunkLoadError };
  }
  override componentDidCatch(error: unknown) {
    if (error instanceof ChunkLoadError) this.props.drop();
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!(error instanceof ChunkLoadError)) throw error;
    const offline = error.failure === 'offline';
    const texts = CHUNK_TEXTS[error.failure];
    // In the theme the person chose (or their system's): in the light theme alone its dark text
    // sat on a dark system's page at 1.07:1 (issue 40 §2).
    return (
      <ChosenTheme>
        <Box
          role="alert"
          sx={{
            minHeight: '50vh',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            p: 3,
            textAlign: 'center',
          }}
        >
          <Typography variant="h5" component="h1" sx={{ mt: 2, fontWeight: 600 }}>
            {translate(texts.title)}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 460 }}>
            {translate(texts.text)}
          </Typography>
          <Button
            variant="contained"
            onClick={offline ? () => this.setState({ error: null }) : () => chunkLoading.reload()}
          >
            {translate(texts.action)}
          </Button>
        </Box>
      </ChosenTheme>
    );
  }
}

export function Root() {
  const { signedIn } = useSession();
  const [mode, setMode] = useState<Mode>(() => modeFor(window.location.pathname, signedIn));
  const show = useCallback((next: Mode) => startTransition(() => setMode(next)), []);

  // Signed in (here, or in another tab): the console.
  useEffect(() => {
    if (signedIn && mode === 'signIn') show('console');
  }, [signedIn, mode, show]);

  // Back and forward between the sign-in and the public pages, until the console is shown.
  useEffect(() => {
    if (mode === 'console') return;
    const onPop = () => show(modeFor(window.location.pathname, signedIn));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [mode, signedIn, show]);

  // The console is fetched ahead at the first sign of a user about to sign in or register: a key
  // pressed, a field filled (a password manager fills without keys), a touch or a click.
  useEffect(() => {
    if (mode === 'console') return;
    const events = ['keydown', 'input', 'pointerdown'] as const;
    const prefetch = () => {
      prefetchConsole();
      events.forEach((name) => document.removeEventListener(name, prefetch, true));
    };
    events.forEach((name) => document.addEventListener(name, prefetch, true));
    return () => events.forEach((name) => document.removeEventListener(name, prefetch, true));
  }, [mode]);

  const leavePublic = useCallback<Leave>(
    (pathname: string, notices: NotificationPayload[]) => {
      carriedNotices.push(...notices);
      show(modeFor(pathname, getTokens() !== null));
    },
    [show],
  );

  if (mode === 'signIn') {
    return (
      <SignInPage
        onSignedIn={(notice) => {
          if (notice) carriedNotices.push({ message: notice, type: 'success' });
          show('console');
        }}
        onRegister={() => {
          window.history.pushState(null, '', '/p/cadastro');
          show('public');
        }}
      />
    );
  }
  if (mode === 'public') {
    return (
      <LoadBoundary key="public" drop={Public.drop}>
        <Suspense fallback={null}>
          <Public.Component onLeave={leavePublic} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return (
    <LoadBoundary key="console" drop={Console.drop}>
      <Suspense fallback={null}>
        <Console.Component />
      </Suspense>
    </LoadBoundary>
  );
}
