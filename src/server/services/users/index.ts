// The users screens' services (spec 000 §7 "Users"), one concern per file; docs/users.md.
export { history, list, scopeOf } from './read';
export { save, resendPassword, remove } from './change';
