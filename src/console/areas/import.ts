import type { AreaData } from './types';

/** What the providers need of the area of resources/import: its resource, role rules and API paths. */
export const importCasesData: AreaData = {
  resource: 'import',
  access: { read: 'import' },
  api: { 'import-configs': '/admin/import/config', imports: '/admin/import' },
};
