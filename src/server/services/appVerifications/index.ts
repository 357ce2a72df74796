// The app verifications screen's services (spec 001 §7 "app-users/verifications"); docs/app-users.md.
export { listVerifications, verificationDetails, verificationHistory } from './list';
export { decideVerification } from './decide';
