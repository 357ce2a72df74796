// The app-user plans screen's services (spec 001 §7 "app-users"), one concern per file; docs/app-users.md.
export { listAppUsers } from './list';
export { addPlanTime } from './addTime';
export { planHistory } from './history';
