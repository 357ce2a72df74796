import type { FastifyInstance } from 'fastify';
import {
  changePasswordSchema,
  loginSchema,
  recoverySchema,
  refreshSchema,
  sendRecoverySchema,
} from '../../domain/schemas/auth';
import type { AppContext } from '../context';
import { currentUser, makeAuthenticate, requireRoles } from '../auth/guard';
import { parse } from '../http/errors';
import * as auth from '../services/auth';
import { openBackgroundWork } from '../services/background';
import { confirmEmail, resendConfirmation } from '../services/registration/confirmation';
import { CONFIRM_EMAIL_PATH, RESEND_CONFIRMATION_PATH, RESUBMIT_PATH } from '../../domain/registration';
import { resubmit } from '../services/registration/resubmit';

/** /auth: spec 000 §7 "Users and authentication". */
export function authRoutes(ctx: AppContext) {
  // The user's own session, also while the company's e-mail awaits confirmation (me, logout, confirming).
  const authenticate = makeAuthenticate(ctx.database.db, ctx.tokens, false, { ownSession: true, unconfirmed: true });
  // Changing the password or resubmitting a reproved registration needs the e-mail confirmed.
  const confirmedOwnSession = makeAuthenticate(ctx.database.db, ctx.tokens, false, { ownSession: true });
  return async function register(app: FastifyInstance) {
    app.post('/auth/login', async (request) => auth.login(ctx, parse(loginSchema, request.body), request.ip));

    // Sent without an Authorization header: the access token may well have expired.
    app.post('/auth/refresh', async (request) => auth.refresh(ctx, parse(refreshSchema, request.body)));

    // The code and its e-mail are made after the answer (services/auth.ts sendRecovery).
    const work = openBackgroundWork(ctx);
    // preClose: the root's onClose closes the database before a plugin's onClose would run.
    app.addHook('preClose', () => work.close());
    app.post('/auth/send-recovery', async (request) => {
      const { email } = parse(sendRecoverySchema, request.body);
      await auth.sendRecovery(ctx, email, request.ip, work, request.log);
      return { success: true };
    });

    app.post('/auth/recovery', async (request) =>
      auth.recover(ctx, parse(recoverySchema, request.body), { ip: request.ip }),
    );

    app.register(async (signedIn) => {
      signedIn.addHook('onRequest', authenticate);

      signedIn.post('/auth/logout', async (request) => {
        await auth.logout(ctx, currentUser(request).sessionId);
        return { success: true };
      });

      signedIn.post(CONFIRM_EMAIL_PATH, async (request) => confirmEmail(ctx, currentUser(request).userId, request.body));
      signedIn.post(RESEND_CONFIRMATION_PATH, async (request) => resendConfirmation(ctx, currentUser(request).userId, request.log));

      // A reproved registration corrected and sent again: the company's admin, e-mail confirmed (issue 26 item 3).
      signedIn.post(RESUBMIT_PATH, { onRequest: confirmedOwnSession, preHandler: requireRoles('lawCompanyAdmin') }, async (request) =>
        resubmit(ctx, currentUser(request), request.body, request.log),
      );

      signedIn.post('/auth/change-password', { onRequest: confirmedOwnSession }, async (request) => {
        const user = currentUser(request);
        await auth.changePassword(ctx, user.userId, user.sessionId, parse(changePasswordSchema, request.body));
        return { success: true };
      });

      signedIn.get('/auth/me', async (request) => auth.me(ctx, currentUser(request).userId));
    });
  };
}
