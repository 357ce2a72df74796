import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { READY_REQUIRED_FIELDS } from '../../../src/domain/schemas/case';
import { messages } from '../../../src/console/providers/i18nProvider';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );

const FORM_DIR = path.resolve(__dirname, '../../../src/console/resources/cases/form');

describe('case form texts', () => {
  const known = new Set(flatten(messages as unknown as Tree));

  it('has every app.case_form key the form uses, in pt-BR', () => {
    const used = fs
      .readdirSync(FORM_DIR)
      .flatMap((file) =>
        [
          ...fs.readFileSync(path.join(FORM_DIR, file), 'utf8').matchAll(/['"`](app\.case_form(?:\.[a-z_]+)+)['"`]/g),
        ].map((m) => m[1]),
      );
    // Keys built from a field name: the missing ready fields the draft notice lists.
    used.push(...READY_REQUIRED_FIELDS.map((field) => `app.case_form.fields.${field}`));
    expect(used.length).toBeGreaterThan(40);
    expect([...new Set(used)].filter((key) => !known.has(key))).toEqual([]);
  });
});
