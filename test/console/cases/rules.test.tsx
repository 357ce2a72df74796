import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASE_TABS } from '../../../src/domain/statuses';
import { casesMessages } from '../../../src/console/i18n/cases';
import { sessionListStore } from '../../../src/console/resources/cases/list/caseListStore';
import { CASE_COLUMNS, caseColumns } from '../../../src/console/resources/cases/list/columns';

describe('case list columns', () => {
  it('show the company only to support, trackers except on drafts, status only on all and active', () => {
    expect(caseColumns('active', false)).toEqual([
      'type',
      'chassi',
      'licensePlate',
      'processNumber',
      'location',
      'trackers',
      'status',
    ]);
    expect(caseColumns('all', true)).toEqual([...CASE_COLUMNS]);
    expect(caseColumns('draft', true)).toEqual([
      'type',
      'chassi',
      'licensePlate',
      'processNumber',
      'company',
      'location',
    ]);
    for (const tab of ['withoutTracker', 'withTracker', 'sized', 'notSized'] as const) {
      expect(caseColumns(tab, false)).not.toContain('status');
      expect(caseColumns(tab, false)).toContain('trackers');
    }
  });
});

describe('the case list store', () => {
  it('keeps values in sessionStorage, tells subscribers, and clears', () => {
    sessionStorage.clear();
    const store = sessionListStore();
    const seen: unknown[] = [];
    const stop = store.subscribe('cases.listParams', (value) => seen.push(value));
    store.setItem('cases.listParams', { filter: { tab: 'draft' } });
    expect(JSON.parse(sessionStorage.getItem('Recupera.cases.listParams')!)).toEqual({ filter: { tab: 'draft' } });
    expect(store.getItem('cases.listParams')).toEqual({ filter: { tab: 'draft' } });
    expect(store.listItems?.('cases')).toEqual({ 'cases.listParams': { filter: { tab: 'draft' } } });
    store.reset();
    expect(store.getItem('cases.listParams', 'default')).toBe('default');
    expect(seen).toEqual([{ filter: { tab: 'draft' } }, undefined]);
    stop();
  });
});

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'form' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('case texts', () => {
  const known = new Set(flatten(casesMessages as unknown as Tree));

  it('have every app.cases.* key the list and details use', () => {
    const used = sourceFiles(path.resolve(__dirname, '../../../src/console/resources/cases')).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/['"`](app\.cases(?:\.[a-z_]+)+)['"`]/g)].map((m) => m[1]),
    );
    expect(used.length).toBeGreaterThan(60);
    expect([...new Set(used)].filter((key) => !known.has(key))).toEqual([]);
  });

  it('name every tab and column', () => {
    for (const tab of CASE_TABS) expect(known).toContain(`app.cases.tabs.${tab}`);
    for (const column of [...CASE_COLUMNS, 'actions']) expect(known).toContain(`app.cases.columns.${column}`);
  });
});
