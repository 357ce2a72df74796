// What an operator watches (GET /metrics, docs/operations.md "Metrics"): one registry per process,
// prom-client's global one, so the WORKERS primary can aggregate every process's (./cluster.ts).
import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';

export { register };

const PREFIX = 'recupera_';

// Process, heap, GC and event-loop lag (nodejs_eventloop_lag_*): once per process, however many
// apps a process builds (the tests build one per file).
let defaultsOn = false;
export function collectProcessMetrics() {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register, eventLoopMonitoringPrecision: 20 });
}

/**
 * Latency per route pattern (`/admin/seizure-requests/:id`, never the raw URL: one series per
 * route, not per case); its `_count` is the request rate.
 */
export const httpDuration = new Histogram({
  name: `${PREFIX}http_request_duration_seconds`,
  help: 'Time to answer a request, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

/** Answers by status class (2xx … 5xx): the errors are the 4xx and 5xx series. */
export const httpResponses = new Counter({
  name: `${PREFIX}http_responses_total`,
  help: 'Answers sent, by method, route pattern and status class',
  labelNames: ['method', 'route', 'status_class'] as const,
});

export const jobRuns = new Counter({
  name: `${PREFIX}job_runs_total`,
  help: 'Runs of a background job in this process (importClosing: one per chunk)',
  labelNames: ['job'] as const,
});

export const jobFailures = new Counter({
  name: `${PREFIX}job_failures_total`,
  help: 'Runs of a background job that failed (logged; tried again at the next tick)',
  labelNames: ['job'] as const,
});

export const jobDuration = new Histogram({
  name: `${PREFIX}job_run_duration_seconds`,
  help: 'How long a run of a background job took',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
});

export const jobItems = new Counter({
  name: `${PREFIX}job_items_total`,
  help: 'What the runs did: approved (autoApproval), sent/failed (mail), abandoned/resumed (imports), closed (importClosing)',
  labelNames: ['job', 'outcome'] as const,
});

export const importRows = new Counter({
  name: `${PREFIX}import_rows_total`,
  help: 'Import rows processed (batches applied), by outcome',
  labelNames: ['outcome'] as const,
});

/** The job names used as labels (jobs/*.ts). */
export type JobName = 'autoApproval' | 'mail' | 'imports' | 'importClosing' | 'demoArrivals' | 'idempotency';

/** Counts one run of a job: its time, and whether it failed. */
export async function countRun<T>(job: JobName, run: () => Promise<T>): Promise<T> {
  const stop = jobDuration.startTimer({ job });
  jobRuns.inc({ job });
  try {
    return await run();
  } catch (err) {
    jobFailures.inc({ job });
    throw err;
  } finally {
    stop();
  }
}

/** A database's connections as the pool sees them (pg.Pool has these three). */
export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

// The pools of the apps built in this process (one in production; the tests build several).
const pools = new Set<() => PoolStats>();

new Gauge({
  name: `${PREFIX}db_pool_connections`,
  help: 'PostgreSQL pool: connections open (total), idle, and calls waiting for one (PGlite: one connection, total only)',
  labelNames: ['state'] as const,
  collect() {
    this.reset();
    if (pools.size === 0) return;
    const sum = { total: 0, idle: 0, waiting: 0 };
    for (const stats of pools) {
      const s = stats();
      sum.total += s.totalCount;
      sum.idle += s.idleCount;
      sum.waiting += s.waitingCount;
    }
    for (const [state, value] of Object.entries(sum)) if (Number.isFinite(value)) this.set({ state }, value);
  },
});

/** Reports a pool until the returned function is called (the app closes). */
export function watchPool(stats: () => PoolStats): () => void {
  pools.add(stats);
  return () => pools.delete(stats);
}
