// Every e-mail the server sends, in pt-BR, as plain text and as HTML (sent together as
// multipart/alternative over SMTP; the .eml files of development keep the text). A template is a
// list of blocks, so both bodies say exactly the same thing.
import type { Email } from '../email';

/** A paragraph of text, or one value shown on its own (a code, a password) with its label. */
type Block = string | { label: string; value: string };

const BRAND = 'Recupera';

const CONSOLE_HINT =
  'Acesse o painel com o seu e-mail e esta senha; depois, troque-a pelo menu do usuário em "Alterar senha".';

/** The console's address on its own line (CONSOLE_URL). */
const consoleBlock = (consoleUrl: string): Block => ({ label: 'Endereço do painel:', value: consoleUrl });

/** The recovery code of 'Esqueci minha senha' (valid 30 minutes; the code itself, never its hash). */
export const recoveryEmail = (to: string, name: string, code: string): Email =>
  compose(to, 'Código de recuperação de senha', [
    `Olá, ${name}.`,
    { label: 'Seu código para criar uma nova senha é:', value: code },
    'Ele vale por 30 minutos. Se você não pediu a recuperação, ignore este e-mail.',
  ]);

/** A new user's access: the generated password, once (only its hash is stored). */
export const newUserEmail = (to: string, name: string, password: string, consoleUrl: string): Email =>
  compose(to, 'Seu acesso ao painel Recupera', [
    `Olá, ${name}.`,
    'Um acesso ao painel foi criado para você.',
    consoleBlock(consoleUrl),
    { label: 'E-mail:', value: to },
    { label: 'Senha:', value: password },
    CONSOLE_HINT,
  ]);

/** 'Reenviar senha': the password was replaced by this one. */
export const newPasswordEmail = (to: string, name: string, password: string, consoleUrl: string): Email =>
  compose(to, 'Sua nova senha do painel Recupera', [
    `Olá, ${name}.`,
    { label: 'Sua senha foi trocada por um administrador. A nova senha é:', value: password },
    consoleBlock(consoleUrl),
    `A senha anterior não vale mais. ${CONSOLE_HINT}`,
  ]);

/** The user was removed: access ended at once. */
export const userRemovedEmail = (to: string, name: string): Email =>
  compose(to, 'Seu acesso ao painel Recupera foi encerrado', [
    `Olá, ${name}.`,
    'Seu acesso ao painel foi removido por um administrador e não pode mais ser usado.',
    'Se acha que isto é um engano, fale com o administrador da sua empresa.',
  ]);

/** The code confirming a registration's e-mail (issue 26 item 1; valid 30 minutes; never its hash). */
export const confirmationEmail = (to: string, name: string, company: string, code: string, consoleUrl: string): Email =>
  compose(to, 'Confirme o e-mail do cadastro no Recupera', [
    `Olá, ${name}.`,
    `Recebemos o cadastro da assessoria ${company} no Recupera. Para continuar, confirme este e-mail.`,
    { label: 'Seu código de confirmação é:', value: code },
    'Digite-o no painel, na página "Confirme seu e-mail". Ele vale por 30 minutos; se expirar, peça outro na mesma página.',
    consoleBlock(consoleUrl),
    'Se você não fez este cadastro, ignore este e-mail: sem a confirmação, o cadastro não segue para análise.',
  ]);

/** What support decided on a law company (issue 26 item 2): said to each of its admins. */
export type LawCompanyDecision = 'approved' | 'reproved' | 'blocked' | 'unblocked';

export interface DecisionMail {
  to: string;
  name: string;
  company: string;
  reason: string | null;
  consoleUrl: string;
  supportEmail: string;
}

const DECISIONS: Record<LawCompanyDecision, { subject: string; lines: (m: DecisionMail) => Block[] }> = {
  approved: {
    subject: 'Cadastro aprovado no Recupera',
    lines: (m) => [
      `O cadastro da assessoria ${m.company} foi aprovado pelo suporte.`,
      'Próximo passo: entre no painel com o seu e-mail e a sua senha para cadastrar usuários e publicar casos.',
      consoleBlock(m.consoleUrl),
    ],
  },
  reproved: {
    subject: 'Cadastro reprovado no Recupera',
    lines: (m) => [
      `O cadastro da assessoria ${m.company} foi reprovado pelo suporte.`,
      { label: 'Motivo:', value: m.reason ?? '—' },
      'Próximo passo: entre no painel, corrija os dados na página "Cadastro reprovado" e reenvie o cadastro para uma nova análise.',
      consoleBlock(m.consoleUrl),
      { label: 'Dúvidas? Escreva para o suporte:', value: m.supportEmail },
    ],
  },
  blocked: {
    subject: 'Acesso da sua assessoria suspenso no Recupera',
    lines: (m) => [
      `O acesso da assessoria ${m.company} ao painel foi suspenso pelo suporte. Os usuários da assessoria não conseguem entrar enquanto durar a suspensão.`,
      { label: 'Motivo:', value: m.reason ?? '—' },
      'Próximo passo: fale com o suporte para regularizar a situação.',
      { label: 'Suporte:', value: m.supportEmail },
      consoleBlock(m.consoleUrl),
    ],
  },
  unblocked: {
    subject: 'Acesso da sua assessoria liberado no Recupera',
    lines: (m) => [
      `O acesso da assessoria ${m.company} ao painel foi liberado pelo suporte.`,
      'Próximo passo: os usuários da assessoria já podem entrar com o seu e-mail e a sua senha.',
      consoleBlock(m.consoleUrl),
    ],
  },
};

/** Approve, reprove (with the reason), block (with the reason), unblock: what it means and what to do next. */
export const decisionEmail = (decision: LawCompanyDecision, mail: DecisionMail): Email =>
  compose(mail.to, DECISIONS[decision].subject, [`Olá, ${mail.name}.`, ...DECISIONS[decision].lines(mail)]);

function compose(to: string, subject: string, blocks: Block[]): Email {
  return { to, subject, body: toText(blocks), html: toHtml(subject, blocks) };
}

// "Label: value" on one line: what people (and the tests reading .eml files) look for.
const toText = (blocks: Block[]) =>
  blocks.map((b) => (typeof b === 'string' ? b : `${b.label} ${b.value}`)).join('\n\n');

function toHtml(subject: string, blocks: Block[]): string {
  const paragraphs = blocks.map((b) =>
    typeof b === 'string'
      ? `<p style="margin:0 0 16px">${escapeHtml(b)}</p>`
      : // The value on its own line, large and monospaced: a code or password is copied by hand.
        `<p style="margin:0 0 16px">${escapeHtml(b.label)}<br><strong style="font-family:Consolas,Menlo,monospace;font-size:20px;letter-spacing:1px;overflow-wrap:anywhere">${escapeHtml(b.value)}</strong></p>`,
  );
  return [
    '<!doctype html>',
    '<html lang="pt-BR">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f5f7;color:#1f2933;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p style="margin:0 0 16px;font-size:18px;font-weight:bold">${BRAND}</p>`,
    ...paragraphs,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML: a name like "<b>Ana</b>" shows as typed, never as markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
