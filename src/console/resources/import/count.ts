import { formatCount } from '../../../domain/format';

/**
 * Texts pass a count itself as `smart_count` for the plural ('1 linha', '2 linhas') and
 * formatCount's '20.000' as the shown figure.
 */
export { formatCount };

/** The options of a counted text: the plural by `n`, the figure formatted. */
export const counted = (n: number, name = 'count', extra: Record<string, unknown> = {}) => ({ ...extra, smart_count: n, [name]: formatCount(n) });
