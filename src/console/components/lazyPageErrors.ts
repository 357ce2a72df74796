// The failures of lazyPage (lazyPage.tsx) and the seams the jsdom suite uses; apart from it so
// the boundary can read them without an import cycle.

/** Offline or the server out of reach → retry; the server answers but the chunk failed → reload. */
export type ChunkFailure = 'offline' | 'update';

/** The notice's texts for each failure (the console's ChunkNotice and the light entry's own). */
export const CHUNK_TEXTS: Record<ChunkFailure, { title: string; text: string; action: string }> = {
  offline: { title: 'app.chunk.offline.title', text: 'app.chunk.offline.text', action: 'app.chunk.offline.retry' },
  update: { title: 'app.chunk.update.title', text: 'app.chunk.update.text', action: 'app.chunk.update.reload' },
};

/** A dynamic import that failed to fetch, told apart, with the way to try it again. */
export class ChunkLoadError extends Error {
  constructor(
    readonly failure: ChunkFailure,
    /** Drops the failed attempt, so the next render imports the module again (React.lazy would keep it). */
    readonly drop: () => void,
    cause: unknown,
  ) {
    super(`Chunk failed to load (${failure})`, { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * Seams for the jsdom suite, where there is no chunk to fail: every import runs through `run`,
 * 'Recarregar' calls `reload` (jsdom cannot reload), and a new `generation` makes every lazyPage
 * import its module again at its next render (a fresh start per test, as a page load is). The
 * app never changes them.
 */
export const chunkLoading = {
  run: <T>(load: () => Promise<T>): Promise<T> => load(),
  reload: () => window.location.reload(),
  generation: 0,
};

// What the browsers say when a module (or one it imports) could not be fetched: Chromium,
// Firefox, Safari; Vite's preload of a chunk's CSS. An error thrown while the module runs is
// a bug, not one of these, and still reaches the fatal page.
const FETCH_FAILED = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export const isChunkFetchFailure = (error: unknown): boolean =>
  error instanceof Error && FETCH_FAILED.test(error.message);

/** How long the server may take to answer the check before the network is blamed. */
const PROBE_MS = 5_000;

/**
 * Why a chunk failed: offline by the browser's own account, else whether the console's server
 * answers now (a HEAD of the console's page, never cached). If it does, the chunk itself is gone
 * (a new version was deployed under new names: the server answers 404 for a missing /assets
 * file); if not, it is the network.
 */
export async function chunkFailure(): Promise<ChunkFailure> {
  if (!navigator.onLine) return 'offline';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), PROBE_MS);
  });
  try {
    await Promise.race([
      fetch(new URL(import.meta.env.BASE_URL ?? '/', window.location.origin), { method: 'HEAD', cache: 'no-store' }),
      timeout,
    ]);
    return 'update';
  } catch {
    return 'offline';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs a dynamic import; a failure to fetch it becomes a ChunkLoadError saying why (anything
 * else, a bug in the module, is rethrown as it is). `drop` is what trying again needs beyond
 * calling this again (lazyPage swaps its cached lazy component).
 */
export async function importChunk<T>(load: () => Promise<T>, drop: () => void = () => undefined): Promise<T> {
  try {
    return await chunkLoading.run(load);
  } catch (error) {
    if (!isChunkFetchFailure(error)) throw error;
    throw new ChunkLoadError(await chunkFailure(), drop, error);
  }
}
