#!/usr/bin/env python3
"""Runs a command and sums the CPU time of its whole process tree (polled every 0.3 s), so
Chromium's renderers, which `time` misses, are counted. Prints wall, CPU and load."""
import os, subprocess, sys, time
tick = os.sysconf('SC_CLK_TCK')
def table():
    procs = {}
    for pid in os.listdir('/proc'):
        if not pid.isdigit(): continue
        try:
            with open(f'/proc/{pid}/stat') as f: data = f.read()
        except OSError: continue
        rest = data[data.rindex(')') + 2:].split()
        procs[int(pid)] = (int(rest[1]), int(rest[11]) + int(rest[12]))  # ppid, utime+stime
    return procs
start = time.time()
child = subprocess.Popen(sys.argv[1:])
seen = {}
loads = []
while child.poll() is None:
    procs = table()
    tree = {child.pid}
    changed = True
    while changed:
        changed = False
        for pid, (ppid, _) in procs.items():
            if ppid in tree and pid not in tree:
                tree.add(pid); changed = True
    for pid in tree:
        if pid in procs: seen[pid] = max(seen.get(pid, 0), procs[pid][1])
    loads.append(os.getloadavg()[0])
    time.sleep(0.3)
wall = time.time() - start
cpu = sum(seen.values()) / tick
print(f'cpu-tree: wall {wall:.1f} s, cpu {cpu:.1f} s ({cpu / wall:.2f} cores), load {min(loads):.1f}-{max(loads):.1f}, exit {child.returncode}', file=sys.stderr)
sys.exit(child.returncode)
