import { lazy, type ComponentProps, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { ChunkBoundary, type NoticeSize } from './ChunkBoundary';
import { chunkLoading, importChunk } from './lazyPageErrors';

export {
  ChunkLoadError,
  chunkFailure,
  chunkLoading,
  importChunk,
  isChunkFetchFailure,
  type ChunkFailure,
} from './lazyPageErrors';

/**
 * Code that cannot load (issue 23 item 2, docs/console.md "Code that cannot load"). Every lazy
 * screen and piece of the console comes through `lazyPage`, never a bare `React.lazy`:
 * - React.lazy keeps a rejected import forever, so a screen that failed once (offline, a flaky
 *   network, a chunk gone after a deploy) could never load without a reload. Here a failed load
 *   is replaced by a fresh one when the user retries, which calls import() again. Chromium (156,
 *   measured by test/e2e/chunks.test.ts) fetches a failed module again on the next import() of
 *   the same URL, so no cache-busting query is needed; a browser that kept the failure would fail
 *   again with the server answering, and get 'Recarregar'.
 * - Its own error boundary (`ChunkBoundary`) tells the two failures apart and shows a notice
 *   where the screen would be, inside the shell, instead of the fatal page.
 */

/** A component loaded on first render through `lazyPage` (the type routes ask for). */
export type LazyPage<P> = ((props: P) => ReactElement) & {
  readonly loadsLazily: true;
  /**
   * Loads the module ahead; once it is there, the page renders at once, without suspending (no
   * fallback shown, so nothing moves: the public pages' layout shift, issue 27 item 2). A
   * failure is left to the render, which shows the notice.
   */
  readonly preload: () => Promise<void>;
};

export interface LazyPageOptions<P> {
  /** 'page' (default): a screen's notice with its H1; 'inline': an alert in a smaller piece's place. */
  size?: NoticeSize;
  /** Where the notice shows when the piece would have opened its own layer (the case drawer). */
  frame?: (notice: ReactNode, props: P) => ReactNode;
}

/**
 * `React.lazy` with retry and the notices. `load` is the same as lazy's:
 * `lazyPage(() => import('./X').then((m) => ({ default: m.X })))`.
 * Suspense stays the caller's (its fallback fits the place); the boundary is built in, so no
 * lazy piece can be added without it. Generic over the component, as React.lazy is, so the props
 * are what the module's component takes.
 */
export function lazyPage<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
  options: LazyPageOptions<ComponentProps<C>> = {},
): LazyPage<ComponentProps<C>> {
  type P = ComponentProps<C>;
  const attempt = (): ComponentType<P> => {
    // Replaced once the boundary has caught the failure (ChunkBoundary.componentDidCatch):
    // swapping it at once would make React's own re-render after the rejection import again, in
    // a loop, instead of showing the notice.
    const component = lazy(() =>
      importChunk(load, () => {
        if (current === component) current = attempt();
      }),
    ) as unknown as ComponentType<P>;
    return component;
  };
  let current = attempt();
  let generation = chunkLoading.generation;
  // The module's component once a preload has fetched it.
  let ready: C | null = null;
  const renew = () => {
    if (generation !== chunkLoading.generation) {
      generation = chunkLoading.generation;
      current = attempt();
      ready = null;
    }
  };

  // Read at render, so the boundary's retry renders the fresh attempt.
  const Loaded = (props: P) => {
    renew();
    const Component = (ready ?? current) as ComponentType<P>;
    return <Component {...props} />;
  };
  const preload = async () => {
    renew();
    const at = generation;
    try {
      const module = await chunkLoading.run(load);
      if (at === generation) ready = module.default;
    } catch {
      // The render imports it again and shows the notice if it still fails.
    }
  };
  const Page = (props: P) => (
    <ChunkBoundary
      size={options.size ?? 'page'}
      frame={options.frame ? (notice) => options.frame!(notice, props) : undefined}
    >
      <Loaded {...props} />
    </ChunkBoundary>
  );
  return Object.assign(Page, { loadsLazily: true as const, preload });
}
