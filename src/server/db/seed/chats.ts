// Conversations between approved trackers and Alfa or Beta: closed, abandoned, unread and answered.
import { chatMessages, chats } from '../schema';
import type { ChatDocument, ChatImage } from '../schema';
import { type SeedContext, type SeededCase, type SeededRequest, type Staff, isReady } from './context';
import type { DemoFiles } from './files';
import { insertMany, reserveIds } from '../bulkInsert';
import { DAY, HOUR, MINUTE, type Rng, addMs, maxDate, minDate } from './random';

type Kind = 'closed' | 'abandoned' | 'unread' | 'answered';
type MessageRow = typeof chatMessages.$inferInsert;

const TRACKER_OPENERS = [
  'Boa tarde! Acabei de ser aprovado no caso, já estou me organizando para ir ao endereço.',
  'Olá, bom dia. Vou passar no endereço principal ainda hoje.',
  'Oi! Conheço a região, amanhã cedo faço a primeira ronda.',
];
const TRACKER_UPDATES = [
  'Passei no endereço principal, o veículo não estava na garagem.',
  'Vizinhos informaram que o devedor sai cedo para trabalhar e volta só à noite.',
  'Encontrei um veículo parecido, mas a placa não confere.',
  'Localizei o veículo estacionado na rua lateral. Seguem as fotos.',
  'O endereço secundário é um galpão fechado, vou voltar no horário comercial.',
  'Consegui confirmar com o porteiro que o carro fica na vaga 32 do subsolo.',
];
const TRACKER_QUESTIONS = [
  'Vocês conseguem me enviar o mandado atualizado?',
  'Podem confirmar os quatro últimos dígitos do chassi?',
  'Alguém pode me retornar? Preciso do mandado para acionar o guincho.',
  'O oficial de justiça vai acompanhar a apreensão?',
  'Estou no local agora, aguardo orientação.',
];
const ATTENDANT_REPLIES = [
  'Olá! Obrigado pelo retorno, seguimos acompanhando.',
  'Segue o mandado em anexo.',
  'Perfeito, aguardamos o laudo com as fotos.',
  'Por favor, confirme a placa antes de acionar o guincho.',
  'O devedor tem um segundo endereço comercial no cadastro, vale conferir.',
  'Pode seguir com a apreensão, o oficial foi avisado.',
  'Recebido. Vamos verificar com o banco e retornamos.',
];
const ATTENDANT_CLOSERS = [
  'Caso encerrado. Obrigado pelo excelente trabalho!',
  'O caso foi encerrado pela financeira, obrigado pelo empenho.',
  'Laudo aprovado e caso encerrado. Obrigado!',
];

const QUOTAS: Record<Kind, number> = { closed: 12, abandoned: 10, unread: 16, answered: 22 };

export async function seedChats(
  ctx: SeedContext,
  cases: SeededCase[],
  requests: SeededRequest[],
  staff: Staff,
  demoTrackerId: number,
): Promise<void> {
  const rng = ctx.rng.fork('chats');
  const { now } = ctx;
  const byId = new Map(cases.map((c) => [c.id, c]));
  const approved = requests.filter((r) => r.status === 'approved');
  const demo = approved.filter((r) => r.trackerId === demoTrackerId);
  const others = rng.shuffle(approved.filter((r) => r.trackerId !== demoTrackerId));
  const left = { ...QUOTAS };
  const chosen: [SeededRequest, Kind][] = [];
  for (const r of [...demo, ...others]) {
    const c = byId.get(r.caseId)!;
    const quiet = now.getTime() - r.decidedAt.getTime() > 6 * DAY;
    const kind: Kind | undefined = !isReady(c.status)
      ? 'closed'
      : r.trackerId === demoTrackerId
        ? (['unread', 'answered'] as const).find((k) => left[k] > 0)
        : (['abandoned', 'unread', 'answered'] as const).find((k) => left[k] > 0 && (k !== 'abandoned' || quiet));
    if (!kind || left[kind] <= 0) continue;
    left[kind] -= 1;
    chosen.push([r, kind]);
  }

  const ids = await reserveIds(ctx.db, chats, chosen.length);
  const chatRows: (typeof chats.$inferInsert)[] = [];
  const messages: MessageRow[] = [];
  chosen.forEach(([request, kind], i) => {
    const c = byId.get(request.caseId)!;
    const attendants =
      c.company.key === 'alfa'
        ? [staff.alfaCases, staff.alfaCases, staff.alfaCases, staff.alfaAdmin]
        : [staff.betaAdmin];
    const built = conversation(rng, ctx.files, kind, request, c, now, attendants);
    const chatMsgs = built.map((m) => ({ ...m, chatId: ids[i] }));
    messages.push(...chatMsgs);
    const fromTracker = chatMsgs.filter((m) => m.senderId === request.trackerId);
    const fromStaff = chatMsgs.filter((m) => m.senderId !== request.trackerId);
    const views = fromTracker.map((m) => m.viewAt).filter((d): d is Date => !!d);
    const lastStaff = fromStaff[fromStaff.length - 1];
    // The tracker's first message after the company's last: what 'Pendentes' and 'abandoned' read.
    const waiting = fromTracker.find((m) => !lastStaff || m.createdAt! > lastStaff.createdAt!);
    chatRows.push({
      id: ids[i],
      seizureRequestId: c.id,
      userId: request.trackerId,
      lawCompanyId: c.company.id,
      closed: kind === 'closed',
      lastAttendantId: lastStaff?.senderId ?? null,
      lastSentAt: chatMsgs[chatMsgs.length - 1].createdAt,
      userLastSentAt: fromTracker[fromTracker.length - 1]?.createdAt ?? null,
      attendantLastViewAt:
        [...views, ...(lastStaff?.createdAt ? [lastStaff.createdAt] : [])].sort(
          (a, b) => b.getTime() - a.getTime(),
        )[0] ?? null,
      waitingSince: waiting?.createdAt ?? null,
      unreadCount: fromTracker.filter((m) => !m.viewAt).length,
      createdAt: chatMsgs[0].createdAt,
    });
  });
  await insertMany(ctx.db, chats, chatRows);
  await insertMany(ctx.db, chatMessages, messages);
}

function conversation(
  rng: Rng,
  files: DemoFiles,
  kind: Kind,
  request: SeededRequest,
  c: SeededCase,
  now: Date,
  attendants: number[],
): Omit<MessageRow, 'chatId'>[] {
  const tracker = request.trackerId;
  const attendant = rng.pick(attendants);
  const latest = addMs(kind === 'closed' ? minDate(c.closedAt!, now) : now, -MINUTE);
  const start = minDate(addMs(request.decidedAt, 10 * MINUTE), latest);
  const wanted =
    kind === 'closed'
      ? addMs(c.closedAt!, -rng.int(1, 48) * HOUR)
      : kind === 'abandoned'
        ? addMs(now, -rng.int(4, 20) * DAY - rng.int(0, 600) * MINUTE)
        : kind === 'unread'
          ? addMs(now, -rng.int(10, 20 * 60) * MINUTE)
          : addMs(now, -rng.int(60, 15 * 24 * 60) * MINUTE);
  // Abandoned chats were approved over 6 days ago, so an hour after the approval is still 3+ days old.
  const end = minDate(maxDate(wanted, addMs(start, HOUR)), latest);

  // Who speaks: the tracker opens; unread and abandoned chats end with the tracker waiting.
  const silent = kind === 'unread' && rng.chance(0.3);
  const count = silent ? rng.int(1, 2) : rng.int(3, 10);
  const senders: number[] = [tracker];
  for (let k = 1; k < count; k++) {
    const previous = senders[k - 1];
    senders.push(silent || rng.chance(0.3) ? previous : previous === tracker ? attendant : tracker);
  }
  const trackerLast = kind === 'unread' || kind === 'abandoned';
  if (!silent) {
    senders[count - 1] = trackerLast ? tracker : attendant;
    if (trackerLast && count > 2 && !senders.slice(0, -1).includes(attendant)) senders[1] = attendant;
  }
  const trailing = trackerLast ? count - 1 - senders.lastIndexOf(attendant) : 0;

  // Times, counted back from the end and squeezed in after the approval when they do not fit.
  const gaps = senders.map(() => rng.int(3, 8 * 60) * MINUTE);
  const span = gaps.slice(1).reduce((a, b) => a + b, 0);
  const room = end.getTime() - start.getTime();
  const scale = span > room ? Math.max(room, 0) / span : 1;
  let t = end.getTime();
  const times: Date[] = [];
  for (let k = count - 1; k >= 0; k--) {
    times[k] = new Date(t);
    t -= gaps[k] * scale;
  }

  return senders.map((sender, k) => {
    const mine = sender === tracker;
    const last = k === count - 1;
    let message: string;
    let images: ChatImage[] = [];
    let documents: ChatDocument[] = [];
    if (mine) {
      message =
        k === 0
          ? rng.pick(TRACKER_OPENERS)
          : last && trackerLast
            ? rng.pick(TRACKER_QUESTIONS)
            : rng.pick(TRACKER_UPDATES);
      if (message.includes('Seguem as fotos')) {
        images = [1, 2].map((id) => ({ id, value: rng.pick(files.vehiclePhotos) }));
      }
    } else {
      message = last && kind === 'closed' ? rng.pick(ATTENDANT_CLOSERS) : rng.pick(ATTENDANT_REPLIES);
      if (message.startsWith('Segue o mandado')) {
        documents = [{ id: 1, value: files.path('warrant'), filename: files.name('warrant') }];
      }
    }
    const createdAt = times[k];
    // The tracker reads the attendant soon; the attendant reads everything but the unread tail.
    const unseenTail = mine && trackerLast && k >= count - trailing && (kind === 'unread' || rng.chance(0.5));
    const readAt = minDate(addMs(createdAt, rng.int(2, 180) * MINUTE), addMs(now, -MINUTE));
    const viewAt = unseenTail || readAt < createdAt ? null : readAt;
    return { senderId: sender, message, images, documents, createdAt, viewAt };
  });
}
