// The public law-firm registration (spec 001 §4 "Registration", §5, §7 POST
// /public/law-companies/register; docs/public.md). No token: the caller is anybody, so the
// call is counted per address before anything else, and a filled honeypot is refused.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { settingsColumns } from '../../../domain/lawCompanySettings';
import { maskEmail } from '../../../domain/registrationTexts';
import {
  filledHoneypot,
  REGISTERED_ROLES,
  REGISTRATION_TEXTS,
  registrationSchema,
  type RegistrationAnswer,
} from '../../../domain/registration';
import { hashPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { lawCompanies, users } from '../../db/schema';
import { openSession } from '../auth';
import { isUniqueViolation } from '../cases/save';
import { invalid, parse, refused } from '../errors';
import { auditAll } from '../shared/outbox';
import { deliverEmail } from '../email';
import { issueConfirmation } from './confirmation';

/** Registrations one address may attempt per window: RATE_LIMIT_MAX (an office registers once). */
const rateKey = (ip: string) => `register:ip:${ip}`;

/** Whether a live user other than `exceptUserId` signs in with `email` (a removed user's address is free again, migration 0009). */
export async function emailHeldByAnother(tx: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.email, email),
        isNull(users.deletedAt),
        exceptUserId !== undefined ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return user !== undefined;
}

/**
 * Refuses a CNPJ or e-mail another company or user holds: both said in one answer, so the firm
 * corrects both at once. `except` is the registering company itself (a resubmission keeps its own).
 * With `supportEmail` (a new registration), a CNPJ whose registration never confirmed its e-mail
 * says what to do instead of a bare 'já está cadastrado' (issue 35: the firm that mistyped it).
 */
export async function assertFree(
  tx: Db,
  document: string,
  email: string,
  except?: { companyId: number; userId: number },
  supportEmail?: string,
) {
  const [company] = await tx
    .select({
      id: lawCompanies.id,
      emailConfirmedAt: lawCompanies.emailConfirmedAt,
      contactEmail: lawCompanies.contactEmail,
    })
    .from(lawCompanies)
    .where(and(eq(lawCompanies.document, document), except ? ne(lawCompanies.id, except.companyId) : undefined))
    .limit(1);
  const emailTaken = await emailHeldByAnother(tx, email, except?.userId);
  const errors: Record<string, string> = {};
  if (company) {
    errors.document =
      supportEmail && !company.emailConfirmedAt
        ? REGISTRATION_TEXTS.documentAwaitsConfirmation(maskEmail(company.contactEmail), supportEmail)
        : REGISTRATION_TEXTS.documentTaken;
  }
  if (emailTaken) errors.contactEmail = REGISTRATION_TEXTS.emailTaken;
  if (company || emailTaken) throw invalid(errors);
}

/**
 * Creates the law company (status pending: support reviews it) and its admin (lawCompanyAdmin,
 * signing in with the contact e-mail and the chosen password), and opens the admin's session:
 * one transaction, so any failure leaves nothing behind. A CNPJ or e-mail already registered is
 * 422 on its field, also when two registrations race (the unique indexes decide).
 */
export async function register(
  ctx: AppContext,
  body: unknown,
  ip: string,
  log: FastifyBaseLogger,
): Promise<RegistrationAnswer> {
  const { config, limits } = ctx;
  await limits.counters.hit({
    key: rateKey(ip),
    max: config.RATE_LIMIT_MAX,
    windowMs: config.RATE_LIMIT_WINDOW_SECONDS * 1000,
  });
  // Said like any other bad body: a bot learns nothing from the answer.
  if (filledHoneypot(body)) throw refused();
  const data = parse(registrationSchema, body);
  const { acceptedTerms: _terms, password, confirmPassword: _confirm, name, companyName, document, ...contact } = data;
  const passwordHash = await hashPassword(password);
  try {
    const { tokens, mail } = await ctx.database.db.transaction(async (tx) => {
      await assertFree(tx, document, contact.contactEmail, undefined, config.SUPPORT_EMAIL);
      const [company] = await tx
        .insert(lawCompanies)
        // Not confirmed until the code e-mailed below comes back (issue 26 item 1).
        .values({ ...settingsColumns(contact), name, companyName, document, status: 'pending', emailConfirmedAt: null })
        .returning();
      const [user] = await tx
        .insert(users)
        .values({
          name: contact.contactName,
          email: contact.contactEmail,
          passwordHash,
          roles: [...REGISTERED_ROLES],
          lawCompanyId: company.id,
        })
        .returning();
      await auditAll(tx, [
        {
          actorId: user.id,
          lawCompanyId: company.id,
          action: 'lawCompany.register',
          entity: 'lawCompany',
          entityId: company.id,
          data: { userId: user.id, ip },
        },
      ]);
      const mail = await issueConfirmation(tx as unknown as Db, ctx, company, { email: user.email, name: user.name });
      // The session inside the same transaction (a savepoint): no company without its tokens.
      const tokens = await openSession(
        { ...ctx, database: { ...ctx.database, db: tx as unknown as Db } },
        user,
        company,
        { ip, deviceName: 'console-web' },
      );
      return { tokens, mail };
    });
    // Only once committed: an e-mail never carries a code that was rolled back.
    await deliverEmail(ctx.database.db, ctx.config, mail, log);
    return tokens;
  } catch (error) {
    if (isUniqueViolation(error, 'law_companies_document_key'))
      throw invalid({ document: REGISTRATION_TEXTS.documentTaken });
    if (isUniqueViolation(error, 'users_email_key')) throw invalid({ contactEmail: REGISTRATION_TEXTS.emailTaken });
    throw error;
  }
}
