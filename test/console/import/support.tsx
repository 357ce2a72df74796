// Fixtures of the /importar screen tests: configurations, history items and the API, answered by
// msw. The file's reading is the worker's own parsing function called directly (jsdom has no Worker).
import { http, HttpResponse } from 'msw';
import type { ImportConfig, ImportHistoryItem } from '../../../src/domain/imports';
import type { Json } from '../../../src/domain/wire';
import { ImportPage } from '../../../src/console/resources/import/ImportPage';
import type { RowReader } from '../../../src/console/resources/import/readRows';
import { sheetToRows, type SheetCell } from '../../../src/console/resources/import/sheetRows';
import { server } from '../../support/msw';
import { renderScreen } from '../../support/renderScreen';
import { CATEGORIES } from '../cases/formSupport';

export const config = (overrides: Partial<Json<ImportConfig>> = {}): Json<ImportConfig> => ({
  id: 3,
  name: 'Carteira Banco Alfa',
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
  config: {
    skipLines: 1,
    columns: { licensePlate: 'A', chassi: 'B', category: 'C', city: 'D', state: 'E', year: 'F' },
    categoryStrategy: 'match',
    categoryOverrideId: null,
    categories: [{ source: 'CARRO', categoryId: 1 }],
    shadowMode: true,
  },
  ...overrides,
});

export const historyItem = (overrides: Partial<Json<ImportHistoryItem>> = {}): Json<ImportHistoryItem> => ({
  id: 5,
  createdAt: '2026-11-22T10:00:00.000Z',
  filename: 'carteira-novembro.xlsx',
  status: 'completed',
  closeOthers: false,
  closedAt: '2026-11-22T10:01:00.000Z',
  starter: { name: 'Carla Souza', email: 'casos@demo.test' },
  configApplied: config().config,
  changesClosedCount: 0,
  changesCreateCount: 2,
  changesUpdateCount: 1,
  changesErrorCount: 1,
  current: 4,
  total: 4,
  ...overrides,
});

/** The configurations, the history and the categories, recording the history's reads. */
export function answerImportLists(configs: Json<ImportConfig>[] = [config()], history: Json<ImportHistoryItem>[] = []) {
  const historyReads: URLSearchParams[] = [];
  server.use(
    http.get('*/admin/import/config', () => HttpResponse.json(configs)),
    http.get('*/admin/import', ({ request }) => {
      historyReads.push(new URL(request.url).searchParams);
      return HttpResponse.json({ total: history.length, result: history });
    }),
    http.get('*/admin/seizure-requests/categories', () => HttpResponse.json(CATEGORIES)),
  );
  return historyReads;
}

/** A reader over a sheet given as cells, through the worker's parsing function. */
export const sheetReader =
  (sheet: SheetCell[][]): RowReader =>
  async (_file, skipLines) =>
    sheetToRows(sheet, skipLines);

/** /importar as casos@demo.test (a case admin of Alfa, simplified mode on unless told). */
export function renderImport(reader: RowReader = sheetReader([]), shadowMode = true) {
  return renderScreen(<ImportPage title="app.pages.import.title" reader={reader} />, {
    as: 'casos',
    path: '/importar',
    claims: { lawCompany: { enableShadowMode: shadowMode } },
  });
}
