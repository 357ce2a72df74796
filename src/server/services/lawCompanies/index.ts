// The law-company services (spec 000 §7 "Law companies"), one concern per file; docs/law-companies.md.
export { current, options, list, details } from './read';
export { changeStatus, setSwitch } from './change';
export { saveSettings, settingsHistory } from './settings';
