// A few tracker notifications, welcome e-mails and audit entries, so those tables are not empty.
import { VERIFICATION_NOTICES } from '../../../domain/appVerifications';
import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '../../../domain/statuses';
import { auditLog, emailOutbox, notifications } from '../schema';
import type { SeedContext, SeededCase, SeededCompany, SeededRequest, SeededTracker, Staff } from './context';
import { insertMany } from '../bulkInsert';
import { companyContact } from './lawCompanies';
import { HOUR, MINUTE, addMs } from './random';

interface Parts {
  companies: SeededCompany[];
  staff: Staff;
  trackers: SeededTracker[];
  cases: SeededCase[];
  requests: SeededRequest[];
}

const TEXTS: Record<NotificationKind, (plate: string) => string> = {
  trackerApproved: (p) => `Sua solicitação para o caso ${p} foi aprovada.`,
  trackerReproved: (p) => `Sua solicitação para o caso ${p} foi reprovada.`,
  trackerAdded: (p) => `Você foi adicionado ao caso ${p}.`,
  requestRejected: (p) => `O caso ${p} foi encerrado e sua solicitação foi rejeitada.`,
  caseClosed: (p) => `O caso ${p} foi encerrado.`,
  caseReopened: (p) => `O caso ${p} foi reaberto.`,
  caseRemoved: (p) => `O caso ${p} foi removido.`,
  reportApproved: (p) => `Seu laudo do caso ${p} foi aprovado.`,
  reportRejected: (p) => `Seu laudo do caso ${p} foi reprovado.`,
  chatMessage: (p) => `Nova mensagem sobre o caso ${p}.`,
  // Not about a case (the plate is unused): the app user's identity verification.
  verificationApproved: () => VERIFICATION_NOTICES.approved,
  verificationReproved: () => VERIFICATION_NOTICES.reproved,
  verificationBlocked: () => VERIFICATION_NOTICES.blocked,
  transferCompleted: () => 'Sua transferência Pix foi realizada.',
  transferRejected: () => 'Sua transferência Pix foi rejeitada e o valor voltou à carteira.',
};

export async function seedExtras(
  ctx: SeedContext,
  { companies, staff, trackers, cases, requests }: Parts,
): Promise<void> {
  const byId = new Map(cases.map((c) => [c.id, c]));
  const demo = trackers[0];
  const rows: (typeof notifications.$inferInsert)[] = [];
  const notify = (kind: NotificationKind, r: SeededRequest, at: Date) => {
    const c = byId.get(r.caseId)!;
    const plate = c.plate ?? `#${c.id}`;
    rows.push({
      userId: r.trackerId,
      kind,
      seizureRequestId: c.id,
      payload: { title: NOTIFICATION_KIND_LABELS[kind], message: TEXTS[kind](plate), licensePlate: c.plate },
      createdAt: at,
      sentAt: addMs(at, 2000),
    });
  };
  const demoApproved = requests.filter((r) => r.trackerId === demo.id && r.status === 'approved');
  for (const r of demoApproved.slice(0, 4)) notify('trackerApproved', r, r.decidedAt);
  for (const r of demoApproved.filter((q) => q.finder)) notify('reportApproved', r, byId.get(r.caseId)!.closedAt!);
  const reproved = requests.filter((r) => r.status === 'reproved');
  for (const r of reproved.slice(0, 3))
    notify(byId.get(r.caseId)!.closedAt ? 'requestRejected' : 'trackerReproved', r, r.decidedAt);
  const closedApproved = requests.filter((r) => r.status === 'approved' && byId.get(r.caseId)!.closedAt && !r.finder);
  for (const r of closedApproved.slice(0, 3)) notify('caseClosed', r, byId.get(r.caseId)!.closedAt!);
  const recent = requests.filter((r) => r.status === 'approved' && r.trackerId !== demo.id).slice(-2);
  for (const r of recent) notify('chatMessage', r, addMs(ctx.now, -2 * HOUR));
  // The newest ones are still waiting for the push service.
  rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  if (rows.length > 0) rows[rows.length - 1].sentAt = null;
  await insertMany(ctx.db, notifications, rows);

  const pending = companies.filter((c) => c.status === 'pending');
  await insertMany(
    ctx.db,
    emailOutbox,
    pending.slice(0, 2).map((c) => {
      const at = addMs(c.createdAt, MINUTE);
      return {
        to: `contato@${companyContact(c.key).domain}`,
        subject: `Recebemos o cadastro da ${c.name}`,
        body:
          `Olá!\n\nRecebemos o cadastro da assessoria ${c.name}. Nossa equipe vai analisar os dados ` +
          `e avisaremos por e-mail assim que o acesso for liberado.\n\nEquipe de suporte`,
        createdAt: at,
        sentAt: addMs(at, 5000),
      };
    }),
  );

  const audit: (typeof auditLog.$inferInsert)[] = [];
  for (const c of companies.filter((x) => x.status === 'reproved' || x.status === 'blocked')) {
    audit.push({
      actorId: c.status === 'reproved' ? staff.admin : staff.support,
      lawCompanyId: c.id,
      action: c.status === 'reproved' ? 'lawCompany.reprove' : 'lawCompany.block',
      entity: 'lawCompany',
      entityId: c.id,
      data: { status: c.status },
      createdAt: addMs(c.createdAt, 3 * 24 * HOUR),
    });
  }
  const alfa = companies.find((c) => c.key === 'alfa')!;
  const closedManually = cases.filter((c) => c.company.id === alfa.id && c.closedBy === 'manual').slice(-3);
  for (const c of closedManually) {
    audit.push({
      actorId: staff.alfaCases,
      lawCompanyId: alfa.id,
      action: 'case.close',
      entity: 'seizureRequest',
      entityId: c.id,
      data: { status: c.status, closedBy: 'manual' },
      createdAt: c.closedAt!,
    });
  }
  for (const r of demoApproved.slice(0, 2)) {
    const c = byId.get(r.caseId)!;
    audit.push({
      actorId: c.company.key === 'alfa' ? staff.alfaCases : staff.betaAdmin,
      lawCompanyId: c.company.id,
      action: 'trackerRequest.approve',
      entity: 'trackerRequest',
      entityId: r.id,
      data: { userId: r.trackerId },
      createdAt: r.decidedAt,
    });
  }
  await insertMany(ctx.db, auditLog, audit);
}
