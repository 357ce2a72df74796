import { useCallback, useEffect, useState } from 'react';

/** Spec 000 §9: the dashboard's refresh waits 30 s between two uses. */
export const DASHBOARD_REFRESH_COOLDOWN_MS = 30_000;

/**
 * A cooldown started by `start()`: `remaining` counts the whole seconds left (0 when ready),
 * updated every second while running.
 */
export function useCooldown(durationMs = DASHBOARD_REFRESH_COOLDOWN_MS) {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return undefined;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(null);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setUntil(current + durationMs);
  }, [durationMs]);
  const remaining = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { remaining, start };
}
