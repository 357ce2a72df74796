// Shared, pure domain rules used by the API server and the console.
export * from './roles';
export * from './statuses';
export * from './categories';
export * from './states';
export * from './errors';
export * from './format';
export * from './validators';
export * from './schemas';
