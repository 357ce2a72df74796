import { and, eq, or } from 'drizzle-orm';
import type { AddedAttachment, Removed, SavedNotes } from '../../../domain/cases';
import { CASE_MESSAGES, caseAttachmentSchema, caseNotesSchema } from '../../../domain/schemas/case';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { caseAttachments, seizureRequests, uploads, users } from '../../db/schema';
import { notFound, parse, invalid } from '../errors';
import { audit, findCase } from './access';

/**
 * POST /admin/seizure-requests/{id}/attachments {filename, path}: attaches a file sent with
 * POST /content/upload. The path must be an upload of the user or of a user of the case's company,
 * so nobody attaches (and so reads) somebody else's file by guessing its path.
 */
export async function addAttachment(db: Db, auth: AccessClaims, id: number, input: unknown): Promise<AddedAttachment> {
  const { filename, path } = parse(caseAttachmentSchema, input);
  return db.transaction(async (tx) => {
    const row = await findCase(tx, auth, id, true);
    const [upload] = await tx
      .select({ id: uploads.id })
      .from(uploads)
      .leftJoin(users, eq(users.id, uploads.uploadedById))
      .where(
        and(
          eq(uploads.path, path),
          or(eq(uploads.uploadedById, auth.userId), eq(users.lawCompanyId, row.lawCompanyId)),
        ),
      )
      .limit(1);
    if (!upload) throw invalid({ path: CASE_MESSAGES.uploadNotFound });
    const [attachment] = await tx
      .insert(caseAttachments)
      .values({ seizureRequestId: row.id, filename, path, createdById: auth.userId })
      .returning({ id: caseAttachments.id, filename: caseAttachments.filename, path: caseAttachments.path });
    await audit(tx, auth, 'case.attachmentAdded', row, { attachmentId: attachment.id, filename });
    return attachment;
  });
}

/** DELETE /admin/seizure-requests/{id}/attachments/{attachmentId}; the uploaded file itself stays. */
export async function removeAttachment(db: Db, auth: AccessClaims, id: number, attachmentId: number): Promise<Removed> {
  return db.transaction(async (tx) => {
    const row = await findCase(tx, auth, id, true);
    const [removed] = await tx
      .delete(caseAttachments)
      .where(and(eq(caseAttachments.id, attachmentId), eq(caseAttachments.seizureRequestId, row.id)))
      .returning({ id: caseAttachments.id, filename: caseAttachments.filename });
    if (!removed) throw notFound();
    await audit(tx, auth, 'case.attachmentRemoved', row, { attachmentId: removed.id, filename: removed.filename });
    return { id: removed.id, success: true };
  });
}

/** POST /admin/seizure-requests/{id}/notes {notes}: markdown stored as written (the console renders it). */
export async function saveNotes(db: Db, auth: AccessClaims, id: number, input: unknown): Promise<SavedNotes> {
  const { notes } = parse(caseNotesSchema, input);
  return db.transaction(async (tx) => {
    const row = await findCase(tx, auth, id, true);
    await tx.update(seizureRequests).set({ notes }).where(eq(seizureRequests.id, row.id));
    await audit(tx, auth, 'case.notesUpdated', row, { length: notes?.length ?? 0 });
    return { id: row.id, notes };
  });
}
