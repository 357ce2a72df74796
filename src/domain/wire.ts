// What every API area's answers have in common.
//
// Dates: the wire record types of the contracts (cases.ts, trackers.ts, reports.ts, dashboard.ts)
// declare dates as `Date`. The server's presenters return Date objects and JSON turns them into
// ISO strings (no Fastify response schema serialises these routes); the console's http client
// revives ISO strings into Dates. Code that reads the raw JSON (server tests through app.inject,
// the browser journeys, msw builders) types it as `Json<T>`: the same record with dates as strings.

/** A paged list's answer: the total of matches and one page of them. */
export interface Page<T> {
  total: number;
  result: T[];
  /**
   * The list stopped counting at `total`: there are more matches than that (a filtered app-user
   * list reads at most 1,000 of them; docs/app-users.md "Indexes and totals"). Absent when exact.
   */
  moreThanTotal?: true;
}

/** A record as JSON carries it, before the console revives its dates. */
export type Json<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;
