/** Rows of a raw `db.execute` on both drivers (node-postgres and PGlite answer `{ rows }`). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
