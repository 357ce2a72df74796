// Issue 28 item 1: imports run downward. The console's providers and shared components never
// import a screen (resources/, pages/); the areas' data (areas/) imports no React and nothing
// above it; the server's services never import its routes or HTTP layer; the domain imports
// neither side; and no module of src/ imports itself back through others (no circles).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(ROOT, 'src');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => path.join(dir, f));
}

/** The relative imports of a file (static, dynamic and type-only), resolved to files of src/. */
function importsOf(file: string): { spec: string; target: string | null; typeOnly: boolean }[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: { spec: string; target: string | null; typeOnly: boolean }[] = [];
  const patterns = [
    /(?:^|\n)\s*(import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'/g,
    /import\(\s*'([^']+)'\s*\)/g,
    /(?:^|\n)\s*import\s+'([^']+)'/g,
  ];
  for (const [i, pattern] of patterns.entries()) {
    for (const m of text.matchAll(pattern)) {
      const spec = i === 0 ? m[3] : m[1];
      const typeOnly = i === 0 && !!m[2];
      if (!spec.startsWith('.')) {
        found.push({ spec, target: null, typeOnly });
        continue;
      }
      const base = path.resolve(path.dirname(file), spec);
      const target =
        [base, ...EXTENSIONS.map((e) => base + e)].find((f) => fs.existsSync(f) && fs.statSync(f).isFile()) ?? null;
      found.push({ spec, target, typeOnly });
    }
  }
  return found;
}

const FILES = sourceFiles(SRC);
const GRAPH = new Map(FILES.map((f) => [f, importsOf(f)]));
const rel = (f: string) => path.relative(SRC, f);

/** Every import from files under `from` into files under any of `into`, as 'a → b'. */
function upward(from: string, into: string[], packages: RegExp | null = null): string[] {
  const bad: string[] = [];
  for (const [file, imports] of GRAPH) {
    if (!rel(file).startsWith(from)) continue;
    for (const { spec, target } of imports) {
      if (target && into.some((dir) => rel(target).startsWith(dir))) bad.push(`${rel(file)} → ${rel(target)}`);
      if (!target && packages?.test(spec)) bad.push(`${rel(file)} → ${spec}`);
    }
  }
  return bad;
}

describe('imports run downward', () => {
  it('console: providers and components import no screen (resources/, pages/)', () => {
    expect(upward('console/providers/', ['console/resources/', 'console/pages/'])).toEqual([]);
    expect(upward('console/components/', ['console/resources/', 'console/pages/'])).toEqual([]);
  });

  it("console: the areas' data imports no React, no page and nothing above the providers", () => {
    expect(
      upward(
        'console/areas/',
        ['console/resources/', 'console/pages/', 'console/layout/', 'console/components/', 'console/providers/'],
        /^react|^@mui/,
      ),
    ).toEqual([]);
  });

  it('server: services import neither routes nor the HTTP layer; the domain imports neither side', () => {
    expect(upward('server/services/', ['server/routes/', 'server/http/'])).toEqual([]);
    expect(upward('domain/', ['server/', 'console/'])).toEqual([]);
  });

  it('no circles: no module imports itself back through others', () => {
    // Tarjan's strongly connected components over every import, type-only ones too (a structure, not only a runtime).
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const circles: string[][] = [];
    let counter = 0;
    const visit = (v: string) => {
      index.set(v, counter);
      low.set(v, counter++);
      stack.push(v);
      onStack.add(v);
      for (const { target } of GRAPH.get(v) ?? []) {
        if (!target) continue;
        if (!index.has(target)) {
          visit(target);
          low.set(v, Math.min(low.get(v)!, low.get(target)!));
        } else if (onStack.has(target)) low.set(v, Math.min(low.get(v)!, index.get(target)!));
      }
      if (low.get(v) === index.get(v)) {
        const component: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          component.push(rel(w));
        } while (w !== v);
        if (component.length > 1) circles.push(component.sort());
      }
    };
    for (const file of FILES) if (!index.has(file)) visit(file);
    expect(circles).toEqual([]);
  });

  it('sees the imports it checks (the scan is not empty)', () => {
    expect(FILES.length).toBeGreaterThan(300);
    expect(GRAPH.get(path.join(SRC, 'server/app.ts'))!.some((i) => i.target?.endsWith('server/context.ts'))).toBe(true);
  });
});
