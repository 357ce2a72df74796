/**
 * Who took a decision, as a 409 tells its loser (issue 35): the caller itself (in another tab or
 * window: 'Você'), the app user (a cancellation or a change made in the app), or a staff member by
 * name (null when the row no longer names one). Never 'outra pessoa' when the server knows.
 */
export type Decider = { kind: 'self' } | { kind: 'appUser' } | { kind: 'staff'; name: string | null };

/**
 * The decider a row names: the caller when it is its id; the app user when no staff member is
 * named and the change is the app user's kind (`byAppUser`); otherwise the staff member named.
 */
export function deciderOf(
  row: { decidedById: number | null; deciderName: string | null },
  callerId: number,
  byAppUser: boolean,
): Decider {
  if (row.decidedById !== null && row.decidedById === callerId) return { kind: 'self' };
  if (row.decidedById === null && byAppUser) return { kind: 'appUser' };
  return { kind: 'staff', name: row.deciderName };
}
