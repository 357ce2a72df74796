// A reproved firm is not at a dead end (issue 26 item 3): its admin corrects the registration and
// sends it again; the company goes back to pending, support sees it in 'Pendente' with the history
// of both decisions and the resubmission. docs/public.md "Resubmission".
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { settingsColumns } from '../../../domain/lawCompanySettings';
import { RESUBMISSION_TEXTS, REGISTRATION_TEXTS, resubmissionSchema } from '../../../domain/registration';
import type { AccessClaims } from '../../auth/tokens';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { lawCompanies, users } from '../../db/schema';
import { isUniqueViolation } from '../cases/save';
import { deliverEmail, type QueuedEmail } from '../email';
import { conflict, invalid, notFound, parse } from '../errors';
import { auditAll } from '../shared/outbox';
import { issueConfirmation } from './confirmation';
import { assertFree } from './index';

const COMPARED = [
  'name',
  'companyName',
  'document',
  'contactName',
  'contactEmail',
  'contactPhone',
  'contactWhatsapp',
  'state',
  'city',
  'neighborhood',
  'street',
  'number',
  'complement',
  'zipcode',
] as const;

/**
 * POST /auth/registration/resubmit: the company's admin (lawCompanyAdmin, e-mail confirmed) sends
 * the corrected data of a reproved registration. Under the company's row lock: only a reproved
 * company (409 otherwise: support may have decided meanwhile); the CNPJ and e-mail must still be
 * free of other companies and users (422 on the fields, both at once). A changed e-mail becomes
 * the admin's sign-in and must be confirmed again (a new code). One audit row with what changed.
 */
export async function resubmit(
  ctx: AppContext,
  auth: AccessClaims,
  body: unknown,
  log: FastifyBaseLogger,
): Promise<{ status: 'pending'; emailConfirmed: boolean }> {
  if (auth.lawCompanyId == null) throw notFound();
  const companyId = auth.lawCompanyId;
  const data = parse(resubmissionSchema, body);
  const { name, companyName, document, ...contact } = data;
  const { db } = ctx.database;
  try {
    const { mail, emailConfirmed } = await db.transaction(async (tx) => {
      const [company] = await tx.select().from(lawCompanies).where(eq(lawCompanies.id, companyId)).for('update');
      if (!company) throw notFound();
      if (company.status !== 'reproved') throw conflict(RESUBMISSION_TEXTS.notReproved);
      await assertFree(tx as unknown as Db, document, contact.contactEmail, { companyId, userId: auth.userId });
      const [admin] = await tx.select().from(users).where(eq(users.id, auth.userId)).limit(1);
      const emailChanged = contact.contactEmail !== company.contactEmail;
      const columns = { ...settingsColumns(contact), name, companyName, document };
      await tx
        .update(lawCompanies)
        .set({ ...columns, status: 'pending', statusReason: null, ...(emailChanged ? { emailConfirmedAt: null } : {}) })
        .where(eq(lawCompanies.id, companyId));
      // The registering admin signs in with the contact e-mail: it follows the correction.
      if (emailChanged && admin.email === company.contactEmail) {
        await tx.update(users).set({ email: contact.contactEmail }).where(eq(users.id, admin.id));
      }
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const field of COMPARED) {
        const next = (columns as Record<string, unknown>)[field];
        if (next !== undefined && next !== company[field]) {
          before[field] = company[field];
          after[field] = next;
        }
      }
      await auditAll(tx, [
        {
          actorId: auth.userId,
          lawCompanyId: companyId,
          action: 'lawCompany.resubmit',
          entity: 'lawCompany',
          entityId: companyId,
          data: { from: 'reproved', to: 'pending', reason: company.statusReason, before, after },
        },
      ]);
      const queued: QueuedEmail | null = emailChanged
        ? await issueConfirmation(
            tx as unknown as Db,
            ctx,
            { id: companyId, name },
            { email: contact.contactEmail, name: admin.name },
          )
        : null;
      return { mail: queued, emailConfirmed: !emailChanged };
    });
    if (mail) await deliverEmail(db, ctx.config, mail, log);
    return { status: 'pending', emailConfirmed };
  } catch (error) {
    if (isUniqueViolation(error, 'law_companies_document_key'))
      throw invalid({ document: REGISTRATION_TEXTS.documentTaken });
    if (isUniqueViolation(error, 'users_email_key')) throw invalid({ contactEmail: REGISTRATION_TEXTS.emailTaken });
    throw error;
  }
}
