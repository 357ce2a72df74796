// The seizure reports of a case (spec 000 "Seizure reports"): the section the case details mount.
export { ReportsSection } from './section/ReportsSection';
