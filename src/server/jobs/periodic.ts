// The one loop every background job runs in (auto-approval, imports, mail, demo arrivals).
import { countRun, jobItems, type JobName } from '../metrics/registry';

export type JobLog = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * Runs `run` at once and then every `intervalMs` until the returned function is called (it
 * resolves once a run in progress has ended, so the database can close after it). A failed run is
 * logged with `failureMessage`, never thrown, and the next tick tries again; `report` logs what a
 * run did. The timer does not keep the process alive; a tick is skipped while the previous run
 * still works, so two runs of one job never overlap in a process. Each run is counted under
 * `name` in GET /metrics (runs, failures, time, and what `outcomes` says it did).
 */
export function startPeriodicJob<T>(options: {
  name: JobName;
  run: () => Promise<T>;
  outcomes?: (done: T) => Record<string, number>;
  intervalMs: number;
  log: JobLog;
  report: (done: T, log: JobLog) => void;
  failureMessage: string;
}): () => Promise<void> {
  const { name, run, outcomes, intervalMs, log, report, failureMessage } = options;
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = countRun(name, run)
      .then(
        (done) => {
          for (const [outcome, n] of Object.entries(outcomes?.(done) ?? {}))
            if (n > 0) jobItems.inc({ job: name, outcome }, n);
          report(done, log);
        },
        (err: unknown) => log.error({ err }, failureMessage),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  // At start too: what a crashed process left is settled without waiting a whole interval.
  const first = setTimeout(tick, 0);
  first.unref();
  return async function stop() {
    stopped = true;
    clearInterval(timer);
    clearTimeout(first);
    await running;
  };
}
