// WORKERS > 1: a scrape of /metrics lands on whichever API process the cluster hands the
// connection to, so that process asks the primary, which gathers every process's registry with
// prom-client's AggregatorRegistry (counters and histograms summed, event-loop lag averaged) and
// answers the sum: one scrape, the whole machine, whichever process took it.
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';

const ASK = 'recupera:metrics?';
const ANSWER = 'recupera:metrics';
const WAIT_MS = 5_000;

type Asked = { type: typeof ASK; id: number };
type Answered = { type: typeof ANSWER; id: number; text?: string; error?: string };

/** The primary's side: answers the processes' requests for the machine's metrics. */
export function serveClusterMetrics() {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: Asked) => {
    if (message?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text } satisfies Answered),
      (err: Error) => worker.send({ type: ANSWER, id: message.id, error: err.message } satisfies Answered),
    );
  });
}

let asked = 0;
let listening = false;
const waiting = new Map<number, { resolve: (text: string) => void; reject: (err: Error) => void }>();

/**
 * An API process's side, at its start: every process must answer the primary's gathering (which
 * waits for all of them), whether or not it ever serves a scrape itself.
 */
export function joinClusterMetrics() {
  if (listening) return;
  listening = true;
  // Constructed in a worker, it makes prom-client answer the primary with this process's registry.
  new AggregatorRegistry();
  process.on('message', (message: Answered) => {
    if (message?.type !== ANSWER) return;
    const call = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.text !== undefined) call?.resolve(message.text);
    else call?.reject(new Error(message.error ?? 'no metrics'));
  });
}

/** The machine's metrics, from the primary (joinClusterMetrics first). */
export function machineMetrics(): Promise<string> {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('the primary did not answer with the metrics'));
    }, WAIT_MS);
    waiting.set(id, {
      resolve: (text) => (clearTimeout(timer), resolve(text)),
      reject: (err) => (clearTimeout(timer), reject(err)),
    });
    process.send!({ type: ASK, id } satisfies Asked);
  });
}

/** Whether this process is one of a WORKERS cluster's (its metrics are then the machine's). */
export const inCluster = () => cluster.isWorker && typeof process.send === 'function';
