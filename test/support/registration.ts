// Shared by the registration's API tests (issue 26): a fresh valid registration, and the e-mails
// the server wrote to DATA_DIR/emails (no SMTP in tests), read as a firm reads them.
import fs from 'node:fs';
import path from 'node:path';
import { cnpj } from 'cpf-cnpj-validator';
import type { RegistrationInput } from '../../src/domain/registration';

let seq = 0;
/** A valid registration with its own CNPJ and e-mail. */
export function registrationPayload(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  seq += 1;
  const tag = `${process.pid}-${Date.now()}-${seq}`;
  return {
    name: `Assessoria Fluxo ${seq}`,
    companyName: `Assessoria Fluxo ${seq} Ltda`,
    document: cnpj.format(cnpj.generate()),
    contactName: 'Rita Responsável',
    contactEmail: `fluxo-${tag}@exemplo.test`,
    contactPhone: '(11) 3456-7890',
    contactWhatsapp: '',
    acceptedTerms: true,
    password: 'segredo1',
    confirmPassword: 'segredo1',
    address: null,
    ...overrides,
  };
}

export interface ReadMail {
  file: string;
  subject: string;
  body: string;
}

/** Every .eml written to `to`, oldest first, with its subject decoded and its text body. */
export function mailsTo(dataDir: string, to: string): ReadMail[] {
  const dir = path.join(dataDir, 'emails');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => {
      const eml = fs.readFileSync(path.join(dir, file), 'utf8');
      const split = eml.indexOf('\r\n\r\n');
      const head = eml.slice(0, split);
      const body = eml.slice(split + 4).replace(/\r\n/g, '\n');
      const rawSubject = /^Subject: (.*)$/m.exec(head)?.[1] ?? '';
      const encoded = /^=\?UTF-8\?B\?(.*)\?=$/.exec(rawSubject);
      const subject = encoded ? Buffer.from(encoded[1], 'base64').toString('utf8') : rawSubject;
      return { file, to: /^To: <(.*)>$/m.exec(head)?.[1], subject, body };
    })
    .filter((mail) => mail.to === to)
    .map(({ file, subject, body }) => ({ file, subject, body }));
}

/** The code of the newest confirmation e-mail to `to`. */
export function lastCode(dataDir: string, to: string): string {
  const mails = mailsTo(dataDir, to).filter((mail) => mail.subject === 'Confirme o e-mail do cadastro no Recupera');
  const code = /Seu código de confirmação é: (\d{6})\n/.exec(mails.at(-1)?.body ?? '')?.[1];
  if (!code) throw new Error(`no confirmation code e-mailed to ${to}`);
  return code;
}
