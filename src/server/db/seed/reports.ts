// Seizure reports ("laudos") in every status, with documents of every kind.
import type { SeizureReportStatus } from '../../../domain/statuses';
import { seizureReportDocuments, seizureReports } from '../schema';
import type { SeizureReportDocumentKind } from '../schema';
import { type SeedContext, type SeededCase, type SeededRequest, type Staff, isReady } from './context';
import type { DemoFiles } from './files';
import { insertMany, reserveIds } from '../bulkInsert';
import { HOUR, MINUTE, type Rng, addMs, between, maxDate, minDate } from './random';

const NOTES = [
  'Veículo localizado estacionado em via pública em frente ao endereço principal. Guincho acionado e veículo removido ao pátio credenciado.',
  'Devedor entregou o veículo de forma amigável após apresentação do mandado. Chave reserva não localizada.',
  'Veículo encontrado na garagem de um condomínio; apreensão feita com acompanhamento do oficial de justiça.',
  'Localizado em oficina mecânica no bairro indicado. Veículo com avarias no para-choque dianteiro (ver fotos).',
  'Veículo abordado em posto de combustível. Condutor não era o devedor; documentos conferidos e veículo apreendido.',
];
const REJECT_REASONS = [
  'As fotos não mostram a placa do veículo com nitidez.',
  'Falta o auto de busca e apreensão assinado.',
  'O chassi fotografado não confere com o do caso.',
  'Envie fotos do veículo no pátio após a remoção.',
];

export interface AcceptedReport {
  trackerId: number;
  caseId: number;
  plate: string | null;
  reward: number;
  at: Date;
}

interface Planned {
  request: SeededRequest;
  c: SeededCase;
  status: SeizureReportStatus;
  createdAt: Date;
  updatedAt: Date;
}

export async function seedReports(
  ctx: SeedContext,
  cases: SeededCase[],
  requests: SeededRequest[],
  staff: Staff,
  demoTrackerId: number,
): Promise<AcceptedReport[]> {
  const rng = ctx.rng.fork('reports');
  const { now } = ctx;
  const byId = new Map(cases.map((c) => [c.id, c]));
  const planned: Planned[] = [];

  // Every case closed by a report has its accepted report, by the tracker who found it;
  // now and then an earlier report of the same tracker was sent back first.
  for (const request of requests.filter((r) => r.finder)) {
    const c = byId.get(request.caseId)!;
    const closedAt = c.closedAt!;
    const sentAt = maxDate(addMs(request.decidedAt, 10 * MINUTE), addMs(closedAt, -rng.int(2, 48) * HOUR));
    if (rng.chance(0.2)) {
      const firstAt = between(rng, addMs(request.decidedAt, 5 * MINUTE), sentAt);
      planned.push({ request, c, status: 'rejected', createdAt: firstAt, updatedAt: between(rng, firstAt, sentAt) });
    }
    planned.push({ request, c, status: 'accepted', createdAt: minDate(sentAt, closedAt), updatedAt: closedAt });
  }

  // Open work: reports waiting for a decision, sent back, or still drafts in the app.
  const approvedOnReady = requests.filter((r) => r.status === 'approved' && isReady(byId.get(r.caseId)!.status));
  const demoFirst = [
    ...approvedOnReady.filter((r) => r.trackerId === demoTrackerId).slice(0, 2),
    ...rng.shuffle(approvedOnReady),
  ];
  const seen = new Set<number>();
  const wanted: Record<string, Record<'pending' | 'rejected' | 'draft', number>> = {
    alfa: { pending: 12, rejected: 8, draft: 4 },
    beta: { pending: 5, rejected: 3, draft: 2 },
  };
  for (const request of demoFirst) {
    if (seen.has(request.caseId)) continue;
    const c = byId.get(request.caseId)!;
    const left = wanted[c.company.key];
    const status = (['pending', 'rejected', 'draft'] as const).find((s) => left[s] > 0);
    if (!status) continue;
    left[status] -= 1;
    seen.add(request.caseId);
    const createdAt = between(rng, addMs(request.decidedAt, HOUR), addMs(now, -HOUR));
    const updatedAt = status === 'rejected' ? between(rng, createdAt, now) : createdAt;
    planned.push({ request, c, status, createdAt, updatedAt });
    // A rejected report is often followed by a corrected one.
    if (status === 'rejected' && rng.chance(0.5))
      planned.push({ request, c, status: 'pending', createdAt: updatedAt, updatedAt });
  }

  const ids = await reserveIds(ctx.db, seizureReports, planned.length);
  const reports = planned.map((p, i) => ({
    id: ids[i],
    seizureRequestId: p.c.id,
    userId: p.request.trackerId,
    status: p.status,
    reason: p.status === 'rejected' ? rng.pick(REJECT_REASONS) : null,
    notes: rng.chance(0.85) ? rng.pick(NOTES) : null,
    decidedById: p.status === 'accepted' || p.status === 'rejected' ? decider(rng, p.c, staff) : null,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  }));
  await insertMany(ctx.db, seizureReports, reports);
  await insertMany(
    ctx.db,
    seizureReportDocuments,
    reports.flatMap((r) => documents(rng, ctx.files, r.id)),
  );

  return planned
    .filter((p) => p.status === 'accepted')
    .map((p) => ({
      trackerId: p.request.trackerId,
      caseId: p.c.id,
      plate: p.c.plate,
      reward: p.c.reward ?? 300,
      at: p.updatedAt,
    }));
}

function decider(rng: Rng, c: SeededCase, staff: Staff): number {
  return c.company.key === 'alfa' ? (rng.chance(0.7) ? staff.alfaCases : staff.alfaAdmin) : staff.betaAdmin;
}

function documents(rng: Rng, files: DemoFiles, reportId: number): (typeof seizureReportDocuments.$inferInsert)[] {
  const docs: { kind: SeizureReportDocumentKind; value: string; filename?: string }[] = [];
  const photos = rng.int(2, 4);
  for (let i = 0; i < photos; i++) docs.push({ kind: 'photo', value: rng.pick(files.vehiclePhotos) });
  if (rng.chance(0.4)) {
    const [filename, value] = rng.pick([...files.others]);
    docs.push({ kind: 'other', value, filename });
  }
  if (rng.chance(0.6)) docs.push({ kind: 'warrant', value: files.path('warrant'), filename: files.name('warrant') });
  if (rng.chance(0.45))
    docs.push({ kind: 'searchWarrant', value: files.path('searchWarrant'), filename: files.name('searchWarrant') });
  return docs.map((d) => ({ reportId, kind: d.kind, value: d.value, filename: d.filename ?? null }));
}
