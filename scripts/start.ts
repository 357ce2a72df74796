import { buildConsoleIfStale } from './build-if-stale';

// `npm start`: build the console when needed, then one server for the console and the API.
buildConsoleIfStale();
await import('../src/server/main');
