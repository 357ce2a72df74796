import { cnpj } from 'cpf-cnpj-validator';

// Issue 25 item 2: the longest values the forms allow, without a space to break at, created
// through the API the console uses. Each run makes its own rows (a stamp in every name), so
// journeys running beside it, and later runs on the same server, are not disturbed.

/** `length` characters of `word` repeated, no space anywhere. */
export const unbroken = (word: string, length: number) => word.repeat(Math.ceil(length / word.length)).slice(0, length);

export interface LongValues {
  /** A user of Alfa (assessoria@demo.test): 100-character name, 150-character e-mail. */
  user: { name: string; email: string };
  /** A support user (admin@demo.test), named the same way. */
  supportUser: { name: string; email: string };
  /** A case of Alfa (casos@demo.test) with its model, financier, debtor and process number at their limits. */
  caseId: number;
  /** A registered law company, reproved with a 300-character reason; its admin signs in with `password`. */
  company: { id: number; name: string; reason: string; adminEmail: string; password: string };
  /** An import of Alfa (casos@demo.test) with a 250-character file name, completed. */
  importFilename: string;
  /** A PDF sent by casos@demo.test in the conversation `chat`, with a 250-character name. */
  attachment: { filename: string; chat: { seizureRequestId: number; userId: number } };
}

type Tokens = { assessoria: string; casos: string; admin: string };

/**
 * `confirmationCode` reads the 6-digit code e-mailed to a newly registered company (its e-mail is
 * confirmed before the company's pages open).
 */
export async function createLongValues(
  base: string,
  tokens: Tokens,
  confirmationCode: (email: string) => Promise<string>,
): Promise<LongValues> {
  const stamp = Date.now().toString(36);
  const call = async <T>(path: string, token: string | null, body?: unknown): Promise<T> => {
    const response = await fetch(new URL(path, base), {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  // The user: the name at its 100, the e-mail at its 150 (a 64-character local part, the most an address takes).
  const user = {
    name: unbroken(`Maximiliano${stamp}`, 100),
    email: `${unbroken(`longo${stamp}`, 64)}@${unbroken('assessoriajuridicadeexemplo', 150 - 64 - 1 - 5)}.test`,
  };
  await call('/admin/users', tokens.assessoria, { name: user.name, email: user.email, roles: [] });
  const supportUser = {
    name: unbroken(`Suporte${stamp}`, 100),
    email: `${unbroken(`suporte${stamp}`, 64)}@${unbroken('centraldeatendimento', 80)}.test`,
  };
  await call('/admin/users', tokens.admin, { name: supportUser.name, email: supportUser.email, roles: [] });

  // The case: every free text at its limit, no space.
  const [category] = await call<{ id: number }[]>('/admin/seizure-requests/categories', tokens.casos);
  const digits = String(Date.now()).slice(-6);
  const created = await call<{ id: number }>('/admin/seizure-requests', tokens.casos, {
    categoryId: category.id,
    licensePlate: `LNG${digits[0]}A${digits.slice(1, 3)}`,
    model: unbroken(`Modelo${stamp}`, 100),
    chassi: `9BWLNG00000${digits}`,
    processNumber: unbroken(`Processo${stamp}`, 50),
    financier: unbroken(`Financeira${stamp}`, 150),
    debtorName: unbroken(`Devedor${stamp}`, 150),
    addresses: [{ state: 'MT', city: 'Vila Bela da Santíssima Trindade', latitude: -15.0068, longitude: -59.9508 }],
  });

  // The law company: every name at its 150, reproved with a reason at its 300.
  const adminEmail = `${unbroken(`contato${stamp}`, 60)}@${unbroken('escritoriodecobranca', 80)}.test`;
  const name = unbroken(`Assessoria${stamp}`, 150);
  const password = 'longos123';
  await call('/public/law-companies/register', null, {
    name,
    companyName: unbroken(`RazaoSocial${stamp}`, 150),
    document: cnpj.generate(),
    contactName: unbroken(`Contato${stamp}`, 150),
    contactEmail: adminEmail,
    contactPhone: '11987654321',
    acceptedTerms: true,
    password,
    confirmPassword: password,
  });
  const own = await call<{ accessToken: string }>('/auth/login', null, { email: adminEmail, password });
  await call('/auth/confirm-email', own.accessToken, { code: await confirmationCode(adminEmail) });
  const found = await call<{ result: { id: number }[] }>(
    `/admin/law-companies?status=pending&page=1&perPage=1&filters[term]=${encodeURIComponent(name)}`,
    tokens.admin,
  );
  const id = found.result[0].id;
  const reason = unbroken(`Documentacaoincompleta${stamp}`, 300);
  await call('/admin/law-companies/status', tokens.admin, {
    id,
    status: 'reproved',
    expectedStatus: 'pending',
    reason,
  });

  // The import: a configuration of Alfa, an import with a 250-character file name, finished with no rows.
  const categories = await call<{ id: number; type: string }[]>('/admin/seizure-requests/categories', tokens.casos);
  const car = categories.find((category) => category.type === 'car') ?? categories[0];
  const config = await call<{ id: number }>('/admin/import/config', tokens.casos, {
    name: `Longa ${stamp}`,
    config: {
      skipLines: 1,
      columns: {
        licensePlate: 'A',
        chassi: 'B',
        category: 'C',
        model: 'D',
        year: 'E',
        processNumber: 'F',
        debtorName: 'G',
        debtorDocument: 'H',
        state: 'I',
        city: 'J',
        financier: 'K',
        reward: 'L',
      },
      categoryStrategy: 'match',
      categories: [{ source: 'AUTOMOVEL', categoryId: car.id }],
    },
  });
  const importFilename = `${unbroken(`planilhadecarteira${stamp}`, 245)}.xlsx`;
  const started = await call<{ id: number }>('/admin/import', tokens.casos, {
    filename: importFilename,
    closeOthers: false,
    configId: config.id,
  });
  await call(`/admin/import/${started.id}/finish`, tokens.casos, { total: 0 });

  // The attachment: a small PDF, sent with a 250-character name in Alfa's newest open conversation.
  const form = new FormData();
  form.append(
    'file',
    new Blob(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], { type: 'application/pdf' }),
    'longo.pdf',
  );
  const uploaded = await fetch(new URL('/content/upload', base), {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.casos}` },
    body: form,
  });
  if (!uploaded.ok) throw new Error(`/content/upload: ${uploaded.status} ${await uploaded.text()}`);
  const { path } = (await uploaded.json()) as { path: string };
  const chats = await call<{
    result: { closed: boolean; user: { id: number }; seizureRequest: { id: number; status: string } }[];
  }>('/admin/chat?status=all&page=1&perPage=20', tokens.casos);
  const open = chats.result.find((chat) => !chat.closed && chat.seizureRequest.status === 'readyAndOpenedForTrackers');
  if (!open) throw new Error('no open conversation of Alfa to send the attachment in');
  const chat = { seizureRequestId: open.seizureRequest.id, userId: open.user.id };
  const filename = `${unbroken(`laudodevistoria${stamp}`, 246)}.pdf`;
  await call('/admin/chat/send', tokens.casos, { ...chat, documents: [{ value: path, filename }] });

  return {
    user,
    supportUser,
    caseId: created.id,
    company: { id, name, reason, adminEmail, password },
    importFilename,
    attachment: { filename, chat },
  };
}
