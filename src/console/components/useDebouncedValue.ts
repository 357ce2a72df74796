import { useEffect, useRef, useState } from 'react';

/** Spec 001 §9: "Form watch debounce 300 ms (max 2000 ms)", for every input that queries as you type. */
export const WATCH_DEBOUNCE = { wait: 300, maxWait: 2000 } as const;

export interface DebounceOptions {
  /** Quiet time after the last change before the value goes out. */
  wait: number;
  /** Longest a changed value waits while changes keep coming: steady typing still queries. */
  maxWait: number;
}

/**
 * `value`, passed on `wait` ms after it stops changing, and at least every `maxWait` ms while it
 * keeps changing (lodash's debounce with maxWait, as a value). A change back to the value last
 * passed on cancels what was waiting.
 */
export function useDebouncedValue<T>(value: T, { wait, maxWait }: DebounceOptions = WATCH_DEBOUNCE): T {
  const [debounced, setDebounced] = useState(value);
  const latest = useRef(value);
  const timers = useRef<{ quiet?: ReturnType<typeof setTimeout>; max?: ReturnType<typeof setTimeout> }>({});
  latest.current = value;

  useEffect(() => {
    const current = timers.current;
    const cancel = () => {
      clearTimeout(current.quiet);
      clearTimeout(current.max);
      current.quiet = undefined;
      current.max = undefined;
    };
    const flush = () => {
      cancel();
      setDebounced(latest.current);
    };
    if (Object.is(value, debounced)) {
      cancel();
      return;
    }
    clearTimeout(current.quiet);
    current.quiet = setTimeout(flush, wait);
    // The max timer starts with the first change of a burst and is not pushed back by the next ones.
    current.max ??= setTimeout(flush, maxWait);
  }, [value, debounced, wait, maxWait]);

  // Nothing fires after the component is gone.
  useEffect(() => {
    const current = timers.current;
    return () => {
      clearTimeout(current.quiet);
      clearTimeout(current.max);
    };
  }, []);

  return debounced;
}
