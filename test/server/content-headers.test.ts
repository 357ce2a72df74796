import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../src/server/db/schema';
import { FILE_NAME_REFUSED, TOO_MANY_PARTS } from '../../src/domain/uploads';
import { bearer, createTestApp, login, type TestApp } from '../support/server';

// Issue 39 item 5: what /content serves may not act in our origin (a PDF with JavaScript was
// accepted and shown inline, with no CSP), names refuse line breaks and control characters, and a
// body of many small parts is not 'Arquivo muito grande'.

let app: TestApp;
let db: Awaited<ReturnType<typeof createTestApp>>['db'];
let token: string;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  ({ accessToken: token } = await login(app, 'casos@demo.test'));
});
afterAll(() => app?.close());

// Only the first bytes decide a type (services/uploads.ts sniff).
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
const PDF_WITH_SCRIPT = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n',
);

interface Part {
  name: string;
  /** Written as is after `filename`: a quoted name, or RFC 5987's `*=UTF-8''…`. */
  filename?: string;
  content: Buffer | string;
}

function multipart(parts: Part[]) {
  const boundary = `----recupera${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename${part.filename}`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n`, 'latin1'),
    );
    if (part.filename !== undefined) chunks.push(Buffer.from('Content-Type: application/octet-stream\r\n'));
    chunks.push(Buffer.from('\r\n'), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const send = (parts: Part[]) => {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/content/upload',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};
const uploadAs = (filename: string, content: Buffer) => send([{ name: 'file', filename, content }]);

describe('files served from /content', () => {
  it('are sandboxed and not sniffed; only images are inline, anything else is downloaded', async () => {
    const image = (await uploadAs('="foto.png"', PNG)).json().path;
    const document = (await uploadAs('="laudo.pdf"', PDF_WITH_SCRIPT)).json().path;

    const shown = await app.inject({ method: 'GET', url: `/content/${image}`, headers: bearer(token) });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-disposition']).toBe('inline; filename="foto.png"');
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    const imagePolicy = String(shown.headers['content-security-policy']);
    expect(imagePolicy).toMatch(/(^|; )sandbox(;|$)/);
    expect(imagePolicy).toMatch(/default-src 'none'/);
    expect(imagePolicy).not.toMatch(/script-src/);

    const downloaded = await app.inject({ method: 'GET', url: `/content/${document}?token=${token}` });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-type']).toBe('application/pdf');
    expect(downloaded.headers['content-disposition']).toBe('attachment; filename="laudo.pdf"');
    expect(downloaded.headers['content-security-policy']).toBe(imagePolicy);
    expect(downloaded.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('file names', () => {
  it('refuse line breaks and control characters with the field (422), and keep nothing', async () => {
    const kept = (await db.select().from(uploads)).length;
    // CR/LF in an RFC 5987 name: the multipart parser drops the whole part, so there is no file.
    for (const filename of ["*=UTF-8''laudo%0D%0AX-Injetado%3A%201.pdf", "*=UTF-8''laudo%0A.pdf"]) {
      const res = await uploadAs(filename, PDF_WITH_SCRIPT);
      expect(res.statusCode, filename).toBe(422);
      expect(res.json().errors, filename).toEqual({ file: expect.any(String) });
    }
    const names = [
      ['="laudo\x01.pdf"', 'a control character'],
      ['="laudo\t.pdf"', 'a tab'],
      ['="laudo\x7f.pdf"', 'DEL'],
      ["*=UTF-8''fdp%E2%80%AEexe.pdf", 'a right-to-left override'],
      ["*=UTF-8''laudo%E2%80%A8.pdf", 'a line separator'],
    ];
    for (const [filename, what] of names) {
      const res = await uploadAs(filename, PDF_WITH_SCRIPT);
      expect(res.statusCode, what).toBe(422);
      expect(res.json(), what).toMatchObject({ message: FILE_NAME_REFUSED, errors: { file: FILE_NAME_REFUSED } });
    }
    expect(await db.select().from(uploads)).toHaveLength(kept);
    // Accents and spaces are names, not control characters.
    const fine = await uploadAs("*=UTF-8''Relat%C3%B3rio%20final.pdf", PDF_WITH_SCRIPT);
    expect(fine.statusCode).toBe(200);
    expect(fine.json().filename).toBe('Relatório final.pdf');
  });

  it('given in JSON (an attachment of a case) refuse them too, on the field', async () => {
    const path = (await uploadAs('="laudo.pdf"', PDF_WITH_SCRIPT)).json().path;
    const caseList = await app.inject({
      method: 'GET',
      url: '/admin/seizure-requests?perPage=1',
      headers: bearer(token),
    });
    const caseId = caseList.json().result[0].id;
    const res = await app.inject({
      method: 'POST',
      url: `/admin/seizure-requests/${caseId}/attachments`,
      headers: bearer(token),
      payload: { filename: 'laudo\r\nX: 1.pdf', path },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ filename: FILE_NAME_REFUSED });
  });
});

describe('a multipart body of many small parts', () => {
  it('is not "Arquivo muito grande": 13 parts (or two files) answer 400 saying so', async () => {
    const fields: Part[] = Array.from({ length: 12 }, (_, i) => ({ name: `campo${i}`, content: 'x' }));
    const thirteen = await send([...fields, { name: 'file', filename: '="foto.png"', content: PNG }]);
    expect(thirteen.statusCode).toBe(400);
    expect(thirteen.json().message).toBe(TOO_MANY_PARTS);

    const fileFirst = await send([{ name: 'file', filename: '="foto.png"', content: PNG }, ...fields]);
    expect(fileFirst.statusCode).not.toBe(413);

    const twoFiles = await send([
      { name: 'file', filename: '="a.png"', content: PNG },
      { name: 'file', filename: '="b.png"', content: PNG },
    ]);
    expect(twoFiles.statusCode).not.toBe(413);
  });
});
