import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Db } from '../src/server/db/connection';
import { rowsOf } from '../src/server/db/rows';
import { sendAsTracker } from '../src/server/services/chat';
import { ServiceError } from '../src/server/services/errors';
import { submitReportAsTracker } from '../src/server/services/reports';
import { requestCaseAsTracker } from '../src/server/services/trackers';
import { storeUpload } from '../src/server/services/uploads';
import { createStorage, type FileStore } from '../src/server/storage';

/**
 * `npm run simulate [-- --every 10] [--messages 3] [--requests 2] [--reports 1]`: trackers of the
 * demo data act through the server's own tracker-side services, with the same schemas and rules a
 * real app's calls meet: they write in their open chats (services/chat/tracker.ts), ask to work
 * open cases (services/trackers/trackerSide.ts) and, every third round, file seizure reports on
 * cases they are approved on (services/reports/submit.ts); photos and documents are uploaded as
 * the tracker. Once, or every N seconds until Ctrl+C. docs/chat.md "The tracker's side",
 * docs/trackers.md "The tracker's side".
 *
 * PGlite's data directory belongs to one process: while `npm start` runs on it, run the server
 * and this script on PostgreSQL (DATABASE_URL) instead; the script refuses otherwise.
 */
const USAGE = 'uso: npm run simulate -- [--every SEGUNDOS] [--messages N] [--requests N] [--reports N]';
/** Reports are filed on rounds 1, 4, 7…: "now and then", so a continuous run does not flood the queue. */
const REPORT_ROUND_EVERY = 3;
const TEXTS = [
  'Passei no endereço agora há pouco, sem sinal do veículo.',
  'O porteiro confirmou que o carro dorme na garagem do prédio.',
  'Localizei o veículo estacionado na rua de trás. Seguem as fotos.',
  'Vocês conseguem me enviar o mandado atualizado?',
  'Estou no local, aguardo orientação.',
  'O devedor saiu com o carro às 7h, volto no fim da tarde.',
];

const REQUEST_TEXTS = [
  'Moro perto do endereço principal, posso verificar ainda hoje.',
  'Atuo na região há anos e tenho guincho parceiro.',
  'Vi um veículo parecido estacionado no bairro. Seguem fotos.',
];
const REPORT_NOTES = [
  'Veículo localizado em via pública em frente ao endereço principal e removido ao pátio credenciado.',
  'Devedor entregou o veículo de forma amigável após apresentação do mandado.',
  'Veículo encontrado na garagem de um condomínio; apreensão acompanhada pelo oficial de justiça.',
];

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];

/** The demo's stored files of a kind that are in the store (request photos; report warrants). */
async function demoFiles(db: Db, storage: FileStore, query: SQL) {
  const found: string[] = [];
  for (const { value } of rowsOf<{ value: string }>(await db.execute(query))) {
    const file = await storage.get(value);
    file?.body.destroy();
    if (file) found.push(value);
  }
  return found;
}

/** A copy of a demo file stored as the tracker's own upload (what the app's upload would leave). */
async function uploadAs(db: Db, storage: FileStore, key: string, userId: number, filename: string) {
  const file = await storage.get(key);
  if (!file) throw new Error(`arquivo de demonstração ausente: ${key}`);
  return (await storeUpload(db, storage, { stream: file.body, filename, truncated: () => false }, userId)).path;
}

/** Runs one tracker-side call; a refusal (a race with the console or another run) is printed, not fatal. */
async function attempt(label: string, call: () => Promise<string>) {
  try {
    console.log(`${label}: ${await call()}`);
    return 1;
  } catch (err) {
    if (!(err instanceof ServiceError)) throw err;
    console.log(`${label}: recusado (${err.errors ? Object.values(err.errors).join('; ') : err.message})`);
    return 0;
  }
}

async function serverOnPglite(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1000) });
    return ((await res.json()) as { database?: string }).database === 'pglite';
  } catch {
    return false;
  }
}

/** `count` open chats, each gets a tracker message (a third with a photo). */
async function messages(db: Db, storage: FileStore, count: number, photos: string[]) {
  const chats = rowsOf<{ case_id: number; user_id: number }>(
    await db.execute(sql`SELECT c.seizure_request_id AS case_id, c.user_id FROM chats c JOIN seizure_requests s ON s.id = c.seizure_request_id
      WHERE NOT c.closed AND s.deleted_at IS NULL AND s.closed_at IS NULL AND s.status IN ('readyAndOpenedForTrackers', 'readyAndClosedForTrackers')
        AND EXISTS (SELECT 1 FROM tracker_requests t WHERE t.seizure_request_id = c.seizure_request_id AND t.user_id = c.user_id AND t.status = 'approved')
      ORDER BY random() LIMIT ${count}`),
  );
  for (const chat of chats) {
    const message = pick(TEXTS);
    const images: string[] = [];
    if ((message.includes('fotos') || Math.random() < 0.3) && photos.length > 0) {
      images.push(await uploadAs(db, storage, pick(photos), chat.user_id, 'foto.jpg'));
    }
    const sent = await sendAsTracker(db, chat.user_id, { seizureRequestId: chat.case_id, message, images });
    console.log(
      `caso ${chat.case_id}, localizador ${chat.user_id}: "${sent.message}"${images.length ? ' + 1 foto' : ''}`,
    );
  }
  return chats.length;
}

/**
 * `count` open cases of active law companies (the demo's Alfa and Beta), each asked for by an
 * active tracker without a live request on it; a third of the requests carry a photo.
 */
async function requests(db: Db, storage: FileStore, count: number, photos: string[]) {
  const picks = rowsOf<{ case_id: number; company: string; user_id: number }>(
    await db.execute(sql`SELECT s.id AS case_id, s.company, u.id AS user_id
      FROM (SELECT s.id, l.name AS company FROM seizure_requests s JOIN law_companies l ON l.id = s.law_company_id AND l.status = 'active'
            WHERE s.status = 'readyAndOpenedForTrackers' AND s.closed_at IS NULL AND s.deleted_at IS NULL ORDER BY random() LIMIT ${count}) s
      CROSS JOIN LATERAL (SELECT u.id FROM users u WHERE 'tracker' = ANY(u.roles) AND u.status = 'active' AND u.deleted_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM tracker_requests t WHERE t.seizure_request_id = s.id AND t.user_id = u.id AND t.status IN ('pending', 'approved'))
        ORDER BY random() LIMIT 1) u`),
  );
  let done = 0;
  for (const p of picks) {
    const withPhoto = photos.length > 0 && Math.random() < 0.33;
    done += await attempt(`caso ${p.case_id} (${p.company}), localizador ${p.user_id}`, async () => {
      const files = withPhoto ? [await uploadAs(db, storage, pick(photos), p.user_id, 'foto.jpg')] : [];
      const created = await requestCaseAsTracker(db, p.user_id, {
        seizureRequestId: p.case_id,
        message: Math.random() < 0.5 ? pick(REQUEST_TEXTS) : null,
        photos: files,
      });
      return `pediu para trabalhar no caso (solicitação ${created.id}, pendente${files.length ? ', 1 foto' : ''})`;
    });
  }
  return done;
}

/** `count` approved trackers on live cases, without a report awaiting a decision there, file one (2 photos, a warrant half the time). */
async function reports(db: Db, storage: FileStore, count: number, photos: string[], warrants: string[]) {
  const picks = rowsOf<{ case_id: number; company: string; user_id: number }>(
    await db.execute(sql`SELECT t.seizure_request_id AS case_id, l.name AS company, t.user_id FROM tracker_requests t
      JOIN seizure_requests s ON s.id = t.seizure_request_id JOIN law_companies l ON l.id = s.law_company_id
      WHERE t.status = 'approved' AND s.status IN ('readyAndOpenedForTrackers', 'readyAndClosedForTrackers') AND s.closed_at IS NULL AND s.deleted_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM seizure_reports r WHERE r.seizure_request_id = t.seizure_request_id AND r.user_id = t.user_id AND r.status = 'pending')
      ORDER BY random() LIMIT ${count}`),
  );
  if (photos.length === 0) return 0; // a report needs photos: none of the demo's files on this disk
  let done = 0;
  for (const p of picks) {
    done += await attempt(`caso ${p.case_id} (${p.company}), localizador ${p.user_id}`, async () => {
      const shots = [
        await uploadAs(db, storage, pick(photos), p.user_id, 'foto1.jpg'),
        await uploadAs(db, storage, pick(photos), p.user_id, 'foto2.jpg'),
      ];
      const warrant =
        warrants.length > 0 && Math.random() < 0.5
          ? { value: await uploadAs(db, storage, pick(warrants), p.user_id, 'mandado.pdf'), filename: 'mandado.pdf' }
          : null;
      const report = await submitReportAsTracker(db, p.user_id, {
        seizureRequestId: p.case_id,
        notes: pick(REPORT_NOTES),
        photos: shots,
        warrant,
      });
      return `enviou o laudo ${report.id} (pendente, 2 fotos${warrant ? ' e mandado' : ''})`;
    });
  }
  return done;
}

/** One round: messages, requests, and (every REPORT_ROUND_EVERY rounds) reports; answers what happened. */
async function round(
  db: Db,
  storage: FileStore,
  n: number,
  counts: { messages: number; requests: number; reports: number },
) {
  const photos = await demoFiles(db, storage, sql`SELECT value FROM tracker_request_photos ORDER BY random() LIMIT 5`);
  const warrants = await demoFiles(
    db,
    storage,
    sql`SELECT value FROM seizure_report_documents WHERE kind = 'warrant' ORDER BY random() LIMIT 2`,
  );
  const sent = await messages(db, storage, counts.messages, photos);
  const asked = counts.requests > 0 ? await requests(db, storage, counts.requests, photos) : 0;
  const filed =
    counts.reports > 0 && n % REPORT_ROUND_EVERY === 0
      ? await reports(db, storage, counts.reports, photos, warrants)
      : 0;
  console.log(`Rodada ${n + 1}: ${sent} mensagens, ${asked} solicitações, ${filed} laudos.`);
  return sent + asked + filed;
}

async function main() {
  const { values } = parseArgs({
    options: {
      every: { type: 'string' },
      messages: { type: 'string' },
      requests: { type: 'string' },
      reports: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return console.log(USAGE);
  const every = values.every === undefined ? 0 : Number(values.every);
  const countOf = (value: string | undefined, byDefault: number) => (value === undefined ? byDefault : Number(value));
  const counts = {
    messages: countOf(values.messages, 3),
    requests: countOf(values.requests, 2),
    reports: countOf(values.reports, 1),
  };
  if (!Number.isFinite(every) || every < 0 || Object.values(counts).some((n) => !Number.isInteger(n) || n < 0))
    throw new Error(USAGE);

  const config = loadConfig();
  if (!config.DATABASE_URL && (await serverOnPglite(config.PORT))) {
    throw new Error(
      'O servidor está rodando com PGlite nesta pasta de dados: pare-o, ou rode servidor e simulação com DATABASE_URL (PostgreSQL).',
    );
  }
  const storage = createStorage(config);
  await storage.check();
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    await database.migrate();
    for (let n = 0; ; n++) {
      const done = await round(database.db, storage, n, counts);
      if (done === 0) console.log('Nada aberto para simular (conversas, casos ou localizadores aprovados).');
      if (every === 0) break;
      await new Promise((resolve) => setTimeout(resolve, every * 1000));
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
