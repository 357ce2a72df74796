export * from './messages';
export * from './fieldErrors';
export * from './auth';
export * from './users';
export * from './lawCompany';
export * from './case';
export * from './trackers';
