import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as domain from '../../src/domain';

describe('src/domain/index', () => {
  it('re-exports every module, schemas included', () => {
    for (const name of [
      'hasPermission',
      'ROLE_RULES',
      'CASE_STATUSES',
      'caseStatusLabel',
      'CATEGORY_TYPE_INFO',
      'BRAZILIAN_STATES',
      'errorMessage',
      'formatBRL',
      'isValidCnpj',
      'fieldErrors',
      'loginSchema',
      'adminUserSchema',
      'lawCompanyRegistrationSchema',
      'REQUIRED',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });
});

// The console bundles this folder for the browser: no Node built-ins, globals or React.
describe('src/domain stays pure', () => {
  const root = join(import.meta.dirname, '../../src/domain');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });

  it.each(files(root).map((path) => [path.slice(root.length + 1), path]))('%s', (_name, path) => {
    const source = readFileSync(path, 'utf8');
    expect(source).not.toMatch(/from ['"](node:|fs|path|os|crypto|react)/);
    expect(source).not.toMatch(/\b(process|Buffer|require|__dirname)\b/);
  });
});
