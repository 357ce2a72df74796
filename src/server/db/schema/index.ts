export * from './lawCompanies';
export * from './users';
export * from './cases';
export * from './trackers';
export * from './chat';
export * from './imports';
export * from './appUsers';
export * from './outbox';
