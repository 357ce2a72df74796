/**
 * A count as pt-BR writes it: '20.000' (Intl's grouping; '1.000' too). Texts pass the number
 * itself as `smart_count` for the plural ('1 linha', '2 linhas') and this as the shown figure.
 */
const counts = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
export const formatCount = (value: number) => counts.format(value);

/** The options of a counted text: the plural by `n`, the figure formatted. */
export const counted = (n: number, name = 'count', extra: Record<string, unknown> = {}) => ({ ...extra, smart_count: n, [name]: formatCount(n) });
