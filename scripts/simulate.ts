import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Db } from '../src/server/db/connection';
import { rowsOf } from '../src/server/db/rows';
import { sendAsTracker } from '../src/server/services/chat';
import { storeUpload } from '../src/server/services/uploads';

/**
 * `npm run simulate [-- --every 10] [--messages 3]`: trackers of the demo data write in their
 * open chats through the server's own services (services/chat/tracker.ts: the same schema and
 * rules as a real app's messages), some with a photo uploaded as the tracker. Once, or every N
 * seconds until Ctrl+C. docs/chat.md "The tracker's side".
 *
 * PGlite's data directory belongs to one process: while `npm start` runs on it, run the server
 * and this script on PostgreSQL (DATABASE_URL) instead; the script refuses otherwise.
 */
const USAGE = 'uso: npm run simulate -- [--every SEGUNDOS] [--messages N]';
const TEXTS = [
  'Passei no endereço agora há pouco, sem sinal do veículo.',
  'O porteiro confirmou que o carro dorme na garagem do prédio.',
  'Localizei o veículo estacionado na rua de trás. Seguem as fotos.',
  'Vocês conseguem me enviar o mandado atualizado?',
  'Estou no local, aguardo orientação.',
  'O devedor saiu com o carro às 7h, volto no fim da tarde.',
];

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];

async function serverOnPglite(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1000) });
    return ((await res.json()) as { database?: string }).database === 'pglite';
  } catch {
    return false;
  }
}

/** One round: `count` open chats, each gets a tracker message (a third with a photo). */
async function round(db: Db, uploadsDir: string, count: number) {
  const chats = rowsOf<{ case_id: number; user_id: number }>(
    await db.execute(sql`SELECT c.seizure_request_id AS case_id, c.user_id FROM chats c JOIN seizure_requests s ON s.id = c.seizure_request_id
      WHERE NOT c.closed AND s.deleted_at IS NULL AND s.closed_at IS NULL AND s.status IN ('readyAndOpenedForTrackers', 'readyAndClosedForTrackers')
        AND EXISTS (SELECT 1 FROM tracker_requests t WHERE t.seizure_request_id = c.seizure_request_id AND t.user_id = c.user_id AND t.status = 'approved')
      ORDER BY random() LIMIT ${count}`),
  );
  const photos = rowsOf<{ value: string }>(await db.execute(sql`SELECT value FROM tracker_request_photos ORDER BY random() LIMIT 5`))
    .map((p) => path.join(uploadsDir, p.value))
    .filter((file) => fs.existsSync(file));
  for (const chat of chats) {
    const message = pick(TEXTS);
    const images: string[] = [];
    if ((message.includes('fotos') || Math.random() < 0.3) && photos.length > 0) {
      const file = pick(photos);
      const stored = await storeUpload(db, uploadsDir, { stream: fs.createReadStream(file), filename: 'foto.jpg', truncated: () => false }, chat.user_id);
      images.push(stored.path);
    }
    const sent = await sendAsTracker(db, chat.user_id, { seizureRequestId: chat.case_id, message, images });
    console.log(`caso ${chat.case_id}, localizador ${chat.user_id}: "${sent.message}"${images.length ? ' + 1 foto' : ''}`);
  }
  return chats.length;
}

async function main() {
  const { values } = parseArgs({ options: { every: { type: 'string' }, messages: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) return console.log(USAGE);
  const every = values.every === undefined ? 0 : Number(values.every);
  const count = values.messages === undefined ? 3 : Number(values.messages);
  if (!Number.isFinite(every) || every < 0 || !Number.isInteger(count) || count < 1) throw new Error(USAGE);

  const config = loadConfig();
  if (!config.DATABASE_URL && (await serverOnPglite(config.PORT))) {
    throw new Error('O servidor está rodando com PGlite nesta pasta de dados: pare-o, ou rode servidor e simulação com DATABASE_URL (PostgreSQL).');
  }
  const database = await openDatabase(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await database.migrate();
    do {
      const sent = await round(database.db, config.uploadsDir, count);
      if (sent === 0) console.log('Nenhuma conversa aberta para simular.');
      if (every > 0) await new Promise((resolve) => setTimeout(resolve, every * 1000));
    } while (every > 0);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
