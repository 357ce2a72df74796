import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, logSerializers } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createContext } from '../../src/server/context';
import { uploads } from '../../src/server/db/schema';
import { MAX_UPLOAD_BYTES } from '../../src/server/services/uploads';
import { openTestDatabase } from '../support/database';
import { startS3rver, type TestS3 } from '../support/s3';
import { bearer, createTestApp, login, type TestApp } from '../support/server';
import type { FileStore } from '../../src/server/storage';
import { expectErrorBody } from '../support/errorBody';

// The same tests on both stores: the data folder, and a real S3-compatible server (s3rver)
// started here; the rest of the API suite runs on S3 with TEST_STORAGE=s3 (CI).
let app: TestApp;
let db: Awaited<ReturnType<typeof createTestApp>>['db'];
let storage: FileStore;
let dataDir: string;
let token: string;

function onStore(kind: 'local' | 's3') {
  let s3: TestS3 | null = null;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-uploads-'));
    s3 = kind === 's3' ? await startS3rver() : null;
    let ctx;
    ({ app, db, ctx } = await createTestApp({ DATA_DIR: dataDir }, s3 ? { s3: s3.endpoint } : 'local'));
    storage = ctx.storage;
    expect(storage.kind).toBe(kind);
    ({ accessToken: token } = await login(app, 'casos@demo.test'));
  });
  afterAll(async () => {
    await app.close();
    await s3?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

/** The bytes stored under `key`, or null. */
async function storedBytes(key: string): Promise<Buffer | null> {
  const file = await storage.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// ---- real files, built here ------------------------------------------------------------------

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 2×2 red RGB PNG. */
function png() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, RGB, deflate, no filter method, no interlace
  const row = Buffer.from([0, 255, 0, 0, 255, 0, 0]); // filter byte + two red pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.concat([row, row]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with a correct cross-reference table. */
function pdf() {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 18 Tf 20 40 Td (Laudo) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(text));
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text);
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** A ZIP archive of stored (uncompressed) entries. */
function zip(entries: Record<string, string>) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xlsx = () =>
  zip({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
    'xl/workbook.xml': '<?xml version="1.0"?><workbook/>',
    'xl/worksheets/sheet1.xml': '<?xml version="1.0"?><worksheet/>',
  });

// ---- requests ----------------------------------------------------------------------------------

function multipart(filename: string, content: Buffer, field = 'file', type = 'application/octet-stream') {
  const boundary = `----recupera${crypto.randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (filename: string, content: Buffer, headers: Record<string, string> = bearer(token), field?: string) => {
  const body = multipart(filename, content, field);
  return app.inject({
    method: 'POST',
    url: '/content/upload',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
};

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** Every file in the store, relative ('2026/11/….png'; temporary ones too on the local store). */
const storedFiles = () => storage.list();

const PATH = /^\d{4}\/\d{2}\/[0-9a-f]{32}\.(png|pdf|xlsx)$/;

describe.each(['local', 's3'] as const)('on the %s store', (kind) => {
  onStore(kind);

  describe('POST /content/upload', () => {
    it('stores a PNG under YYYY/MM/<random>.png and records it', async () => {
      const content = png();
      const res = await upload('foto do veículo.png', content);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({ path: expect.stringMatching(PATH), filename: 'foto do veículo.png' });
      expect(body.path).toMatch(/\.png$/);
      const now = new Date();
      expect(body.path.slice(0, 7)).toBe(`${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`);
      expect((await storedBytes(body.path))?.equals(content)).toBe(true);
      const [row] = await db.select().from(uploads).where(eq(uploads.path, body.path));
      expect(row).toMatchObject({ originalName: 'foto do veículo.png', mimeType: 'image/png', size: content.length });
      expect(row.uploadedById).toEqual(expect.any(Number));
    });

    it('names the stored file by its content, never by the client', async () => {
      const res = await upload('../../relatorio.exe', pdf());
      expect(res.statusCode).toBe(200);
      expect(res.json().path).toMatch(/\.pdf$/);
      expect(res.json().filename).toBe('relatorio.exe');
      expect((await storedFiles()).some((f) => f.includes('relatorio'))).toBe(false);
    });

    it('accepts an .xlsx workbook (the import) but not any ZIP', async () => {
      const res = await upload('planilha.xlsx', xlsx());
      expect(res.statusCode).toBe(200);
      expect(res.json().path).toMatch(/\.xlsx$/);
      const other = await upload('planilha.xlsx', zip({ 'leia-me.txt': 'não é planilha' }));
      expect(other.statusCode).toBe(422);
      const macros = zip({
        '[Content_Types].xml': '<Types/>',
        'xl/workbook.xml': '<workbook/>',
        'xl/vbaProject.bin': 'x',
      });
      expect((await upload('planilha.xlsm', macros)).statusCode).toBe(422);
    });

    it('refuses a file whose content is not an allowed type, whatever its name', async () => {
      const before = (await storedFiles()).length;
      const cases: [string, Buffer][] = [
        ['foto.png', Buffer.from('isto é só texto, não uma imagem')],
        ['programa.exe', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])],
        ['imagem.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
        ['pagina.pdf', Buffer.from('<html><script>alert(1)</script></html>')],
        ['vazio.png', Buffer.alloc(0)],
      ];
      for (const [name, content] of cases) {
        const res = await upload(name, content);
        expect(res.statusCode, name).toBe(422);
        expect(res.json(), name).toMatchObject({
          message: 'Tipo de arquivo não permitido',
          errors: { file: 'Tipo de arquivo não permitido' },
        });
      }
      expect(await storedFiles()).toHaveLength(before);
    });

    it('answers 413 with the spec text above 10 MB, and keeps nothing', async () => {
      const before = (await storedFiles()).length;
      const rows = (await db.select().from(uploads)).length;
      const big = Buffer.concat([png(), Buffer.alloc(MAX_UPLOAD_BYTES + 1 - png().length)]);
      expect(big.length).toBe(10 * 1024 * 1024 + 1);
      const res = await upload('grande.png', big);
      expect(res.statusCode).toBe(413);
      expectErrorBody(res, {
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'Arquivo muito grande, máximo é 10mb',
      });
      expect(await storedFiles()).toHaveLength(before);
      expect(await db.select().from(uploads)).toHaveLength(rows);
    });

    it('accepts exactly 10 MB', async () => {
      const exact = Buffer.concat([pdf(), Buffer.alloc(MAX_UPLOAD_BYTES - pdf().length, 0x20)]);
      const res = await upload('exato.pdf', exact);
      expect(res.statusCode).toBe(200);
    });

    it('needs a file in the field `file`', async () => {
      expect((await upload('foto.png', png(), bearer(token), 'arquivo')).json()).toMatchObject({
        statusCode: 422,
        errors: { file: 'Obrigatório' },
      });
      const json = await app.inject({
        method: 'POST',
        url: '/content/upload',
        payload: { file: 'x' },
        headers: bearer(token),
      });
      expect(json.statusCode).toBe(422);
    });

    it('needs a signed-in user (the header; a token in the query is not enough to upload)', async () => {
      expect((await upload('foto.png', png(), {})).statusCode).toBe(401);
      const body = multipart('foto.png', png());
      const viaQuery = await app.inject({
        method: 'POST',
        url: `/content/upload?token=${token}`,
        payload: body.payload,
        headers: body.headers,
      });
      expect(viaQuery.statusCode).toBe(401);
    });

    it('parses multipart bodies on the upload route only', async () => {
      const body = multipart('foto.png', png());
      const res = await app.inject({
        method: 'POST',
        url: '/address/geo',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
      expect(res.statusCode).toBe(415);
    });
  });

  describe('GET /content/<path>', () => {
    let pngPath: string;
    let pdfPath: string;
    const pngBytes = png();
    const pdfBytes = pdf();

    beforeAll(async () => {
      pngPath = (await upload('foto.png', pngBytes)).json().path;
      pdfPath = (await upload('Relatório de apreensão.pdf', pdfBytes)).json().path;
    });

    it('serves the file with the token in the query', async () => {
      const res = await get(`/content/${pngPath}?token=${token}`);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(pngBytes)).toBe(true);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-length']).toBe(String(pngBytes.length));
      expect(res.headers['content-disposition']).toBe('inline; filename="foto.png"');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, max-age=3600');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    });

    it('serves the file with the token in the Authorization header', async () => {
      const res = await get(`/content/${pdfPath}`, bearer(token));
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(pdfBytes)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Relatorio de apreensao.pdf"; filename*=UTF-8''${encodeURIComponent('Relatório de apreensão.pdf')}`,
      );
    });

    it("serves a file only to its uploader, its record's company and support; others get 404", async () => {
      const as = async (who: string) => (await login(app, `${who}@demo.test`)).accessToken;
      const status = async (who: string, file = pngPath) =>
        (await get(`/content/${file}`, bearer(await as(who)))).statusCode;
      // Not attached yet: its uploader (and support) only.
      expect(await status('casos')).toBe(200);
      expect(await status('suporte')).toBe(200);
      for (const who of ['leitura', 'beta', 'localizador']) expect(await status(who), who).toBe(404);

      // Attached to an Alfa case: Alfa's users read it, Beta and trackers still cannot.
      const [alfaCase] = (
        (await db.execute(sql`SELECT s.id FROM seizure_requests s JOIN law_companies l ON l.id = s.law_company_id
        WHERE l.name = 'Alfa' AND s.deleted_at IS NULL AND s.status IN ('readyAndOpenedForTrackers', 'draft') ORDER BY s.id LIMIT 1`)) as unknown as {
          rows: { id: number }[];
        }
      ).rows;
      const attached = await app.inject({
        method: 'POST',
        url: `/admin/seizure-requests/${alfaCase.id}/attachments`,
        headers: bearer(token),
        payload: { filename: 'foto.png', path: pngPath },
      });
      expect(attached.statusCode).toBe(200);
      expect(await status('leitura')).toBe(200);
      expect(await status('assessoria')).toBe(200);
      for (const who of ['beta', 'localizador']) expect(await status(who), who).toBe(404);

      // A new photo on an Alfa tracker request (sent from the app): Alfa yes, Beta and trackers no.
      const photoPath = `2026/11/${crypto.randomBytes(16).toString('hex')}.png`;
      await storage.put(photoPath, pngBytes, 'image/png');
      await db.execute(
        sql`INSERT INTO uploads (path, original_name, mime_type, size) VALUES (${photoPath}, 'foto.png', 'image/png', ${pngBytes.length})`,
      );
      await db.execute(sql`INSERT INTO tracker_request_photos (tracker_request_id, value)
      SELECT t.id, ${photoPath} FROM tracker_requests t JOIN law_companies l ON l.id = t.law_company_id
      WHERE l.name = 'Alfa' ORDER BY t.id LIMIT 1`);
      expect(await status('leitura', photoPath)).toBe(200);
      expect(await status('beta', photoPath)).toBe(404);
      expect(await status('localizador', photoPath)).toBe(404);
    });

    it('needs a valid access token', async () => {
      expect((await get(`/content/${pngPath}`)).statusCode).toBe(401);
      expect((await get(`/content/${pngPath}?token=nao-e-um-token`)).statusCode).toBe(401);
      const res = await get(`/content/${pngPath}`, bearer('nao-e-um-token'));
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Necessário autenticação');
    });

    it('answers 404 to paths not recorded in uploads, even when the file is there', async () => {
      const missing = `2026/01/${'0'.repeat(32)}.png`;
      expect((await get(`/content/${missing}`, bearer(token))).statusCode).toBe(404);
      // A file put in the folder by other means is not served either.
      const stray = `${pngPath.slice(0, 8)}${'a'.repeat(32)}.png`;
      await storage.put(stray, pngBytes, 'image/png');
      expect((await get(`/content/${stray}`, bearer(token))).statusCode).toBe(404);
      await storage.delete(stray);
      // Recorded, but gone from the store.
      const gone = (await upload('some.png', pngBytes)).json().path as string;
      expect(await storedBytes(gone)).not.toBeNull();
      await storage.delete(gone);
      expect((await get(`/content/${gone}`, bearer(token))).statusCode).toBe(404);
    });

    it('never lists a folder nor leaves the uploads folder', async () => {
      const secret = fs.readFileSync('package.json', 'utf8');
      // A file next to the uploads folder that traversal would reach.
      fs.writeFileSync(path.join(dataDir, 'segredo.txt'), 'segredo');
      const attempts = [
        '/content/',
        `/content/${pngPath.slice(0, 4)}`,
        `/content/${pngPath.slice(0, 7)}/`,
        '/content/../../package.json',
        '/content/..%2f..%2fpackage.json',
        '/content/%2e%2e%2f%2e%2e%2fpackage.json',
        '/content/%2e%2e/%2e%2e/package.json',
        '/content/..%252f..%252fpackage.json',
        '/content/..%5c..%5cpackage.json',
        '/content/..%2fsegredo.txt',
        `/content/${pngPath.slice(0, 8)}..%2f..%2f..%2fsegredo.txt`,
        `/content/${encodeURIComponent(path.resolve('package.json'))}`,
        `/content/${path.resolve('package.json')}`,
        '/content//etc/passwd',
        '/content/%2Fetc%2Fpasswd',
        `/content/${pngPath}%00.txt`,
        `/content/${pngPath.toUpperCase()}`,
      ];
      for (const url of attempts) {
        const res = await get(url, bearer(token));
        expect(res.statusCode, url).toBe(404);
        expectErrorBody(res, { statusCode: 404, error: 'Not Found', message: 'Não encontrado' }, url);
        expect(res.body).not.toContain(secret.slice(0, 40));
        expect(res.body).not.toContain('segredo');
      }
    });

    it('keeps the token out of the log', async () => {
      const lines: string[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          lines.push(chunk.toString());
          callback();
        },
      });
      const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
      const database = await openTestDatabase(inject('templateDump'));
      const logged = await buildApp(createContext(config, database, 'test-secret-'.padEnd(48, 'x'), storage), {
        logger: { level: 'info', stream: sink, serializers: logSerializers },
      });
      try {
        await logged.inject({ method: 'GET', url: `/content/${pngPath}?token=${token}` });
      } finally {
        await logged.close();
      }
      const log = lines.join('');
      expect(log).toContain('/content/');
      expect(log).toContain('token=[redacted]');
      expect(log).not.toContain(token);
    });
  });
});
