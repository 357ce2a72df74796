import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * One run at a time of an action that sends (issue 35 §1: a second click while in flight sends
 * nothing). From the first call until its promise settles, further calls run nothing and get the
 * running call's promise. The guard is a ref set synchronously, so a second click that arrives
 * before React re-renders (a double-click; a mutation's `isPending` shows only a tick later) is
 * caught too; `busy` is for the button's look (disabled, its spinner).
 */
export function useOnce<A extends unknown[], R>(
  action: (...args: A) => R | Promise<R>,
): { run: (...args: A) => Promise<R>; busy: boolean } {
  const running = useRef<Promise<R> | null>(null);
  const latest = useRef(action);
  useLayoutEffect(() => {
    latest.current = action;
  });
  const [busy, setBusy] = useState(false);
  const run = useCallback((...args: A): Promise<R> => {
    if (running.current) return running.current;
    let started: Promise<R>;
    try {
      // Called synchronously: an event handler's preventDefault and the like still work.
      started = Promise.resolve(latest.current(...args));
    } catch (error) {
      started = Promise.reject(error as Error);
    }
    const settled = started.finally(() => {
      running.current = null;
      setBusy(false);
    });
    running.current = settled;
    setBusy(true);
    return settled;
  }, []);
  return { run, busy };
}

/** For a handler whose failure is told elsewhere (the mutation's one 'Erro' notice). */
export const ignoreFailure = () => undefined;
