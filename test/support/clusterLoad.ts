// A steady load through the balancer, as a few console users would make it: the case list, two
// polls and chat messages sent. What test/server/cluster.test.ts counts while it kills and
// restarts nodes. No vitest import.
import http from 'node:http';

export interface Conversation {
  seizureRequestId: number;
  userId: number;
}

type Kind = 'list' | 'poll' | 'save';

interface Answered {
  kind: Kind;
  status: number;
  servedBy: string;
}

export interface Failure {
  kind: Kind;
  status: number;
  error?: string;
}

export interface LoadResult {
  total: number;
  /** Every request not answered as it should be: a network error, a 5xx, anything unexpected. */
  failed: Failure[];
  /** The messages the API acknowledged (201): each must be in the database once. */
  acknowledged: string[];
  /** The messages whose send failed: in the database at most once (all or nothing). */
  failedSaves: string[];
  /** The nodes that answered from the `from`-th request on. */
  servedAfter: (from: number) => string[];
}

const PAUSE_MS = 25;

export function startLoad(baseUrl: string, accessToken: string, conversation: Conversation, tag: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const base = new URL(baseUrl);
  const answered: Answered[] = [];
  const failed: Failure[] = [];
  const acknowledged: string[] = [];
  const failedSaves: string[] = [];
  let running = true;
  let sent = 0;

  const call = (method: string, url: string, body?: object) =>
    new Promise<{ status: number; servedBy: string }>((resolve, reject) => {
      const payload = body ? JSON.stringify(body) : undefined;
      const req = http.request(
        {
          host: base.hostname,
          port: base.port,
          path: url,
          method,
          agent,
          headers: {
            authorization: `Bearer ${accessToken}`,
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, servedBy: String(res.headers['x-served-by'] ?? '') }),
          );
        },
      );
      req.setTimeout(15_000, () => req.destroy(new Error('no answer in 15 s')));
      req.on('error', reject);
      req.end(payload);
    });

  const requests: Record<Kind, () => { method: string; url: string; body?: object; expect: number; message?: string }> =
    {
      list: () => ({ method: 'GET', url: '/admin/seizure-requests?page=1&perPage=10', expect: 200 }),
      poll: () =>
        sent % 2 === 0
          ? { method: 'GET', url: '/admin/chat/count/my', expect: 200 }
          : { method: 'GET', url: `/admin/chat/${conversation.seizureRequestId}/${conversation.userId}`, expect: 200 },
      save: () => {
        const message = `${tag}-${sent}-${Math.random().toString(36).slice(2, 8)}`;
        return { method: 'POST', url: '/admin/chat/send', body: { ...conversation, message }, expect: 201, message };
      },
    };

  const loop = async (kind: Kind) => {
    while (running) {
      const request = requests[kind]();
      sent += 1;
      try {
        const { status, servedBy } = await call(request.method, request.url, request.body);
        answered.push({ kind, status, servedBy });
        if (status !== request.expect) {
          failed.push({ kind, status });
          if (request.message) failedSaves.push(request.message);
        } else if (request.message) acknowledged.push(request.message);
      } catch (err) {
        answered.push({ kind, status: 0, servedBy: '' });
        failed.push({ kind, status: 0, error: (err as Error).message });
        if (request.message) failedSaves.push(request.message);
      }
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  };
  const loops = (['list', 'poll', 'save', 'save'] as const).map(loop);

  return {
    /** Requests answered (or failed) so far. */
    count: () => answered.length,
    /** Waits until `n` requests were answered. */
    async until(n: number, timeoutMs = 30_000) {
      const started = Date.now();
      while (answered.length < n) {
        if (Date.now() - started > timeoutMs)
          throw new Error(`load: ${answered.length} of ${n} requests in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop(): Promise<LoadResult> {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return {
        total: answered.length,
        failed,
        acknowledged,
        failedSaves,
        servedAfter: (from) => [...new Set(answered.slice(from).map((a) => a.servedBy))].sort(),
      };
    },
  };
}
