import { formatCount } from '../../../domain/format';

/**
 * Texts pass a count itself as `smart_count` for the plural ('1 linha', '2 linhas') and
 * formatCount's '20.000' as the shown figure.
 */
export { formatCount };

/** The options of a counted text: the plural by `n`, the figure formatted. */
export const counted = (n: number, name = 'count', extra: Record<string, unknown> = {}) => ({
  ...extra,
  smart_count: n,
  [name]: formatCount(n),
});

type Translate = (key: string, options?: Record<string, unknown>) => string;
/** What an import left applied, as the server counts it: rows written of the file's, cases created and updated. */
export interface Applied {
  current: number;
  total: number;
  changesCreateCount: number;
  changesUpdateCount: number;
}
/**
 * The parts of an 'applied' sentence (app.import.applied.*): '4.000 de 20.000 linhas gravadas',
 * '3.000 casos criados', '1.000 atualizados'. One wording for the cancel's result, the history's
 * details and the preview's word on the same file running (issue 34).
 */
export const appliedParts = (translate: Translate, applied: Applied) => ({
  rows: translate(
    'app.import.applied.rows',
    counted(applied.total, 'total', { current: formatCount(applied.current) }),
  ),
  created: translate('app.import.applied.created', counted(applied.changesCreateCount)),
  updated: translate('app.import.applied.updated', counted(applied.changesUpdateCount)),
});
