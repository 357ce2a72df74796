import type { NotificationPayload } from 'react-admin';

/**
 * Notices raised by the signed-out screens just before the console takes over ('Cadastro
 * realizado com sucesso!', the recovery's automatic sign-in): shown again by the console's
 * shell (CarriedNotices in App.tsx), so handing over does not lose them. A module of its own:
 * App.tsx reads it, and loadConsole.ts, which imports App.tsx, must not be read back by it.
 */
export const carriedNotices: NotificationPayload[] = [];
