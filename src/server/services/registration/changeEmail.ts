// Before confirming, the firm corrects a mistyped e-mail (issue 35 item 5; docs/public.md "E-mail
// confirmation"): the new address gets a new code, the old code dies, the resend's limits hold.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CONFIRMATION_TEXTS, changeConfirmationEmailSchema, REGISTRATION_TEXTS } from '../../../domain/registration';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { lawCompanies, users } from '../../db/schema';
import { isUniqueViolation } from '../cases/save';
import { deliverEmail } from '../email';
import { conflict, forbidden, invalid, parse } from '../errors';
import { auditAll } from '../shared/outbox';
import { countCodeSent, issueConfirmation, unconfirmedCompanyOf } from './confirmation';
import { emailHeldByAnother } from './index';

/**
 * POST /auth/confirm-email/change {email}: the registration's own holder (its session, as for
 * resend and confirm, and the admin who signs in with the contact e-mail) moves the contact
 * e-mail and the sign-in to `email`, which no other user may hold. Counted as one code sent (the
 * resend's 1 a minute, 5 an hour); under the company's row lock a new code replaces the old one,
 * so the code e-mailed to the mistyped address stops working at once.
 */
export async function changeConfirmationEmail(
  ctx: AppContext,
  userId: number,
  body: unknown,
  log: FastifyBaseLogger,
): Promise<{ sentTo: string; sentAt: Date }> {
  const { email } = parse(changeConfirmationEmailSchema, body);
  const { db } = ctx.database;
  const { user, company } = await unconfirmedCompanyOf(db, userId);
  // The registering admin signs in with the contact e-mail: another user of the company (one a
  // resubmission left behind) does not own the registration's address.
  if (!user.roles.includes('lawCompanyAdmin') || user.email !== company.contactEmail)
    throw forbidden(CONFIRMATION_TEXTS.adminOnly);
  if (email === company.contactEmail) throw invalid({ email: CONFIRMATION_TEXTS.sameEmail });
  // Before the limits: a taken address costs no code.
  if (await emailHeldByAnother(db, email, user.id)) throw invalid({ email: REGISTRATION_TEXTS.emailTaken });
  await countCodeSent(ctx, company.id);
  try {
    const mail = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(lawCompanies).where(eq(lawCompanies.id, company.id)).for('update');
      // Confirmed meanwhile (another tab typed the code): nothing to correct any more.
      if (!locked || locked.emailConfirmedAt) throw conflict(CONFIRMATION_TEXTS.alreadyConfirmed);
      if (await emailHeldByAnother(tx as unknown as Db, email, user.id))
        throw invalid({ email: REGISTRATION_TEXTS.emailTaken });
      await tx
        .update(lawCompanies)
        .set({ contactEmail: email })
        .where(and(eq(lawCompanies.id, company.id), isNull(lawCompanies.emailConfirmedAt)));
      await tx.update(users).set({ email }).where(eq(users.id, user.id));
      await auditAll(tx, [
        {
          actorId: user.id,
          lawCompanyId: company.id,
          action: 'lawCompany.emailChanged',
          entity: 'lawCompany',
          entityId: company.id,
          data: { from: locked.contactEmail, to: email },
        },
      ]);
      return issueConfirmation(tx as unknown as Db, ctx, locked, { email, name: user.name });
    });
    await deliverEmail(db, ctx.config, mail, log);
    return { sentTo: email, sentAt: mail.createdAt };
  } catch (error) {
    // Two firms taking the same address at once: the unique index decides.
    if (isUniqueViolation(error, 'users_email_key')) throw invalid({ email: REGISTRATION_TEXTS.emailTaken });
    throw error;
  }
}
