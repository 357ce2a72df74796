import type { FastifyInstance } from 'fastify';
import * as answers from '../../domain/responses';
import { changeConfirmationEmailSchema, confirmationCodeSchema, resubmissionSchema } from '../../domain/registration';
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
import {
  CHANGE_CONFIRMATION_EMAIL_PATH,
  CONFIRM_EMAIL_PATH,
  RESEND_CONFIRMATION_PATH,
  RESUBMIT_PATH,
} from '../../domain/registration';
import { changeConfirmationEmail } from '../services/registration/changeEmail';
import { resubmit } from '../services/registration/resubmit';

/** /auth: spec 000 §7 "Users and authentication". */
export function authRoutes(ctx: AppContext) {
  // The user's own session, also while the company's e-mail awaits confirmation (me, logout, confirming).
  const authenticate = makeAuthenticate(ctx.database.db, ctx.tokens, false, { ownSession: true, unconfirmed: true });
  // Changing the password or resubmitting a reproved registration needs the e-mail confirmed.
  const confirmedOwnSession = makeAuthenticate(ctx.database.db, ctx.tokens, false, { ownSession: true });
  return async function register(app: FastifyInstance) {
    app.post(
      '/auth/login',
      { schema: { body: loginSchema, response: { 200: answers.tokenPairSchema } } },
      async (request) => auth.login(ctx, parse(loginSchema, request.body), request.ip),
    );

    // Sent without an Authorization header: the access token may well have expired.
    app.post(
      '/auth/refresh',
      { schema: { body: refreshSchema, response: { 200: answers.tokenPairSchema } } },
      async (request) => auth.refresh(ctx, parse(refreshSchema, request.body)),
    );

    // The code and its e-mail are made after the answer (services/auth.ts sendRecovery).
    const work = openBackgroundWork(ctx);
    // preClose: the root's onClose closes the database before a plugin's onClose would run.
    app.addHook('preClose', () => work.close());
    app.post(
      '/auth/send-recovery',
      { schema: { body: sendRecoverySchema, response: { 200: answers.successSchema } } },
      async (request) => {
        const { email } = parse(sendRecoverySchema, request.body);
        await auth.sendRecovery(ctx, email, request.ip, work, request.log);
        return { success: true };
      },
    );

    app.post(
      '/auth/recovery',
      { schema: { body: recoverySchema, response: { 200: answers.tokenPairSchema } } },
      async (request) => auth.recover(ctx, parse(recoverySchema, request.body), { ip: request.ip }),
    );

    app.register(async (signedIn) => {
      signedIn.addHook('onRequest', authenticate);
      // Said again on each route, for the OpenAPI document (a plugin hook is not in the route's options).
      const own = { config: { signedIn: true } };

      signedIn.post(
        '/auth/logout',
        { ...own, schema: { response: { 200: answers.successSchema } } },
        async (request) => {
          await auth.logout(ctx, currentUser(request).sessionId);
          return { success: true };
        },
      );

      signedIn.post(
        CONFIRM_EMAIL_PATH,
        { ...own, schema: { body: confirmationCodeSchema, response: { 200: answers.confirmedSchema } } },
        async (request) => confirmEmail(ctx, currentUser(request).userId, request.body),
      );
      signedIn.post(
        RESEND_CONFIRMATION_PATH,
        { ...own, schema: { response: { 200: answers.confirmationSentSchema } } },
        async (request) => resendConfirmation(ctx, currentUser(request).userId, request.log),
      );
      // A mistyped address corrected before confirming (issue 35): the registration's admin, by its session.
      signedIn.post(
        CHANGE_CONFIRMATION_EMAIL_PATH,
        {
          ...own,
          preHandler: requireRoles('lawCompanyAdmin'),
          schema: { body: changeConfirmationEmailSchema, response: { 200: answers.confirmationSentSchema } },
        },
        async (request) => changeConfirmationEmail(ctx, currentUser(request).userId, request.body, request.log),
      );

      // A reproved registration corrected and sent again: the company's admin, e-mail confirmed (issue 26 item 3).
      signedIn.post(
        RESUBMIT_PATH,
        {
          ...own,
          onRequest: confirmedOwnSession,
          preHandler: requireRoles('lawCompanyAdmin'),
          schema: { body: resubmissionSchema, response: { 200: answers.resubmittedSchema } },
        },
        async (request) => resubmit(ctx, currentUser(request), request.body, request.log),
      );

      signedIn.post(
        '/auth/change-password',
        {
          ...own,
          onRequest: confirmedOwnSession,
          schema: { body: changePasswordSchema, response: { 200: answers.successSchema } },
        },
        async (request) => {
          const user = currentUser(request);
          await auth.changePassword(ctx, user.userId, user.sessionId, parse(changePasswordSchema, request.body));
          return { success: true };
        },
      );

      signedIn.get('/auth/me', { ...own, schema: { response: { 200: answers.meSchema } } }, async (request) =>
        auth.me(ctx, currentUser(request).userId),
      );
    });
  };
}
