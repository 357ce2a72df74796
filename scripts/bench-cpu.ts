import fs from 'node:fs';

/**
 * CPU seconds spent by process trees, read from Linux's /proc (the benches' CPU per call: what
 * each side of a request costs the machine's cores, whatever the load). Elsewhere: null.
 */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  seconds: number;
  args: string;
}

function processes(): ProcStat[] {
  if (!fs.existsSync('/proc/self/stat')) return [];
  const all: ProcStat[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (2nd field) may hold spaces: the fields after it start past its ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const args = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      // utime + stime, and cutime + cstime: the children it has reaped (PostgreSQL's backends of a
      // pool that closed during the run) count for the tree too.
      const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
      all.push({ pid: Number(entry), ppid: Number(fields[1]), seconds: ticks / TICKS_PER_SECOND, args });
    } catch {
      // gone meanwhile
    }
  }
  return all;
}

/** CPU seconds of `root` and every process under it (alive now). */
export function treeCpuSeconds(root: number | ((p: ProcStat) => boolean)): number | null {
  const all = processes();
  if (all.length === 0) return null;
  const inTree = new Set(all.filter((p) => (typeof root === 'number' ? p.pid === root : root(p))).map((p) => p.pid));
  let total = 0;
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of all) {
      if (inTree.has(p.pid) || !inTree.has(p.ppid)) continue;
      inTree.add(p.pid);
      grew = true;
    }
  }
  for (const p of all) if (inTree.has(p.pid)) total += p.seconds;
  return total;
}

/** The postmaster listening on `port` (its command line names it), for treeCpuSeconds. */
export const postgresOnPort = (port: number) => (p: ProcStat) =>
  /postgres/.test(p.args) && p.args.includes(`-p ${port} `);

/** CPU seconds `trees` spend while `run` runs, in µs per call (`calls` from its result). */
export async function cpuPerCall<T>(
  trees: Record<string, Parameters<typeof treeCpuSeconds>[0]>,
  run: () => Promise<T>,
  calls: (result: T) => number,
) {
  const before = Object.fromEntries(Object.entries(trees).map(([name, root]) => [name, treeCpuSeconds(root)]));
  const result = await run();
  const n = calls(result);
  const perCall = Object.fromEntries(
    Object.entries(trees).map(([name, root]) => {
      const after = treeCpuSeconds(root);
      const start = before[name];
      return [
        name,
        after === null || start === null || start === undefined || n === 0
          ? null
          : Math.round(((after - start) / n) * 1e6),
      ];
    }),
  ) as Record<string, number | null>;
  return { result, perCall };
}
