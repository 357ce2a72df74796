// The API's answers as zod schemas, one per wire record of the contracts (cases.ts, trackers.ts,
// reports.ts, …): what the routes declare as their responses (src/server/routes), what the
// OpenAPI document shows (GET /api/openapi.json, docs/api.md) and what the API suite checks every
// answer against (test/support/server.ts). Each schema is typed as the record's `Json<T>`, so a
// field added to a record and not here (or the other way round) fails the type check.
// One file per area: shared pieces, accounts, case work, app users.
export * from './shared';
export * from './accounts';
export * from './caseWork';
export * from './appUsers';
