// Issue 37 §6: the figures docs/*.md state (limits, timings) are the code's. Each check finds the
// sentence that states a figure, reads the figure out of it and compares it with the constant the
// code holds: a doc that says another number, a sentence reworded past recognition, or a constant
// changed without its doc, all fail here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PIX_WAITING_HOURS } from '../../src/domain/appTransfers';
import { CASE_EXPORT_MAX_ROWS } from '../../src/domain/cases';
import { ABANDONED_DAYS, CHAT_MESSAGES_PAGE, CHAT_PING_MS, CHAT_POLL_MS } from '../../src/domain/chat';
import { IMPORT_ABANDON_AFTER_MS, IMPORT_BATCH_MAX_ROWS } from '../../src/domain/imports';
import { DEFAULT_PER_PAGE, LIST_EXPORT_MAX_ROWS, MAX_PER_PAGE } from '../../src/domain/listQuery';
import { CONFIRMATION } from '../../src/domain/registration';
import { AUTO_APPROVAL_HOURS, NEXT_AUTO_APPROVAL_HOURS } from '../../src/domain/trackers';
import { MAX_UPLOAD_BYTES } from '../../src/domain/uploads';
import { REPORT_TOKEN_TTL_SECONDS } from '../../src/server/auth/reportTokens';
import { loadConfig } from '../../src/server/config';
import { AUTO_APPROVAL_INTERVAL_MS } from '../../src/server/jobs/autoApproval';
import { MAIL_JOB_INTERVAL_MS } from '../../src/server/jobs/mail';
import { XLSX_MAX_ROWS } from '../../src/server/services/analytics/report';
import { MAIL_LEASE_MS, MAIL_MAX_ATTEMPTS, retryDelayMs } from '../../src/server/services/mail/delivery';

const DOCS = path.resolve(import.meta.dirname, '../../docs');
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** A doc's text with its line wrapping undone, so a sentence reads whole wherever it breaks. */
const docText = (name: string) => fs.readFileSync(path.join(DOCS, name), 'utf8').replace(/\s+/g, ' ');

/** '1,000', '5.000', '20.000' and '10' as numbers. */
const numberOf = (text: string) => Number(text.replace(/[.,](?=\d{3}(?!\d))/g, ''));

/**
 * The figures each place of `doc` matching `pattern` states, one array per match (the pattern's
 * groups, in order). Fails when the doc no longer has the sentence.
 */
function stated(doc: string, pattern: RegExp): number[][] {
  const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`;
  const found = [...docText(doc).matchAll(new RegExp(pattern.source, flags))].map((m) => m.slice(1).map(numberOf));
  expect(found, `docs/${doc} no longer says ${pattern}`).not.toEqual([]);
  return found;
}

/** The one figure of the one place of `doc` matching `pattern` (one group). */
function statedOnce(doc: string, pattern: RegExp): number {
  const found = stated(doc, pattern);
  expect(found, `docs/${doc} says ${pattern} more than once`).toHaveLength(1);
  return found[0][0];
}

/** The server's settings when nothing is set: the defaults the docs state. */
const defaults = loadConfig({});

describe('the figures docs/*.md state are the code’s', () => {
  it('upload size: 10 MB = 10 × 1024 × 1024 bytes (MAX_UPLOAD_BYTES)', () => {
    for (const doc of ['geo-and-uploads.md', 'decisions.md']) {
      for (const [mb, a, b, c] of stated(doc, /(\d+) MB = (\d+) × (\d+) × (\d+) bytes/)) {
        expect(mb * 1024 * 1024).toBe(MAX_UPLOAD_BYTES);
        expect(a * b * c).toBe(MAX_UPLOAD_BYTES);
      }
    }
  });

  it('session lifetimes: access token 15 min, refresh token 30 days, 30 s of grace (config defaults)', () => {
    const [[access, refresh, grace]] = stated(
      'decisions.md',
      /\*\*Tokens\*\*: access JWT (\d+) min; refresh token (\d+) days, stored hashed, rotated on use, the replaced one valid (\d+) s more/,
    );
    expect(access * 60).toBe(defaults.ACCESS_TOKEN_TTL_SECONDS);
    expect(refresh).toBe(defaults.REFRESH_TOKEN_TTL_DAYS);
    expect(grace).toBe(defaults.REFRESH_GRACE_SECONDS);
    expect(statedOnce('api.md', /Refresh token: 256 random bits \(base64url\), valid (\d+) days/)).toBe(
      defaults.REFRESH_TOKEN_TTL_DAYS,
    );
    expect(statedOnce('api.md', /A replaced token keeps working for (\d+) s/)).toBe(defaults.REFRESH_GRACE_SECONDS);
    expect(statedOnce('security.md', /not when the (\d+)-minute access token expires/) * 60).toBe(
      defaults.ACCESS_TOKEN_TTL_SECONDS,
    );
  });

  it('rate limits: fixed 15-minute windows, M = 10 (RATE_LIMIT_WINDOW_SECONDS, RATE_LIMIT_MAX)', () => {
    expect(
      statedOnce('security.md', /fixed windows of `RATE_LIMIT_WINDOW_SECONDS` \((\d+) min by default\)/) * 60,
    ).toBe(defaults.RATE_LIMIT_WINDOW_SECONDS);
    expect(statedOnce('security.md', /With M = `RATE_LIMIT_MAX` \((\d+) by default\)/)).toBe(defaults.RATE_LIMIT_MAX);
    const [[window, perAccountAndAddress]] = stated(
      'decisions.md',
      /fixed (\d+)-minute windows counted in the database; (\d+) sign-ins per account and address/,
    );
    expect(window * 60).toBe(defaults.RATE_LIMIT_WINDOW_SECONDS);
    expect(perAccountAndAddress).toBe(defaults.RATE_LIMIT_MAX);
    const [[registrations, minutes]] = stated(
      'decisions.md',
      /\((\d+) per (\d+) min by default\), counted in `rate_limits`/,
    );
    expect(registrations).toBe(defaults.RATE_LIMIT_MAX);
    expect(minutes * 60).toBe(defaults.RATE_LIMIT_WINDOW_SECONDS);
  });

  it('page sizes: perPage 1 to 100, 10 by default (MAX_PER_PAGE, DEFAULT_PER_PAGE)', () => {
    const [[decisionsMax, decisionsDefault]] = stated('decisions.md', /`perPage` 1 to (\d+), (\d+) by default/);
    const [[casesMax, casesDefault]] = stated('cases.md', /`perPage` 1 to (\d+) \(default (\d+)\)/);
    const [[trackersDefault, trackersMax]] = stated('trackers.md', /`perPage` \((\d+), at most (\d+)\)/);
    for (const max of [decisionsMax, casesMax, trackersMax]) expect(max).toBe(MAX_PER_PAGE);
    for (const perPage of [decisionsDefault, casesDefault, trackersDefault]) expect(perPage).toBe(DEFAULT_PER_PAGE);
  });

  it('list exports: at most 5.000 rows a file (LIST_EXPORT_MAX_ROWS)', () => {
    const rows = stated('api.md', /an \.xlsx of at most ([\d,]+) rows(?! \(\[cases\.md\])/).flat();
    // Every list's export route says it (users, companies, trackers, reports, pending, chat, imports,
    // transfers, app users and their verifications).
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const cap of rows) expect(cap).toBe(LIST_EXPORT_MAX_ROWS);
    expect(statedOnce('decisions.md', /'Até ([\d.]+) linhas por arquivo'/)).toBe(LIST_EXPORT_MAX_ROWS);
    expect(statedOnce('console.md', /\('Até ([\d.]+) linhas por arquivo'/)).toBe(LIST_EXPORT_MAX_ROWS);
  });

  it('the case list export: at most 20.000 rows (CASE_EXPORT_MAX_ROWS)', () => {
    expect(statedOnce('decisions.md', /\*\*Bounded at ([\d,]+) rows, the list's first in its order\*\*/)).toBe(
      CASE_EXPORT_MAX_ROWS,
    );
    expect(statedOnce('decisions.md', /the case list keeps its ([\d.]+)\)/)).toBe(CASE_EXPORT_MAX_ROWS);
    expect(statedOnce('api.md', /an \.xlsx of at most ([\d,]+) rows \(\[cases\.md\]/)).toBe(CASE_EXPORT_MAX_ROWS);
    expect(CASE_EXPORT_MAX_ROWS).not.toBe(LIST_EXPORT_MAX_ROWS);
  });

  it('the analytics report: the first 5,000 trackers in its .xlsx (XLSX_MAX_ROWS)', () => {
    expect(statedOnce('decisions.md', /\*\*the first ([\d,]+) trackers in the chosen order\*\*/)).toBe(XLSX_MAX_ROWS);
    expect(statedOnce('dashboard.md', /([\d,]+) trackers in the chosen order, counts as numbers/)).toBe(XLSX_MAX_ROWS);
  });

  it('the import: batches of 1,000 rows, abandoned after 10 minutes without one (IMPORT_BATCH_MAX_ROWS, IMPORT_ABANDON_AFTER_MS)', () => {
    expect(statedOnce('decisions.md', /\*\*Batch size stays ([\d,]+) rows\*\*/)).toBe(IMPORT_BATCH_MAX_ROWS);
    expect(statedOnce('decisions.md', /\*\*Console, batches\*\*: \*\*([\d,]+) rows, two in flight/)).toBe(
      IMPORT_BATCH_MAX_ROWS,
    );
    expect(
      statedOnce('decisions.md', /\*\*no batch for (\d+) minutes\*\* \(`IMPORT_ABANDON_AFTER_MS`\)/) * MINUTE,
    ).toBe(IMPORT_ABANDON_AFTER_MS);
    expect(statedOnce('decisions.md', /\*\*Not resumed within (\d+) minutes, it becomes `abandoned`/) * MINUTE).toBe(
      IMPORT_ABANDON_AFTER_MS,
    );
  });

  it('auto-approval: 48 hours after the request, checked every 60 s; Próximas 24hs (AUTO_APPROVAL_HOURS, NEXT_AUTO_APPROVAL_HOURS, AUTO_APPROVAL_INTERVAL_MS)', () => {
    expect(statedOnce('decisions.md', /\*\*pending\*\* request \*\*(\d+) hours\*\* after `createdAt`/)).toBe(
      AUTO_APPROVAL_HOURS,
    );
    expect(statedOnce('trackers.md', /created \*\*(\d+) hours\*\* ago or more/)).toBe(AUTO_APPROVAL_HOURS);
    expect(statedOnce('decisions.md', /the job runs at start and every (\d+) s/) * SECOND).toBe(
      AUTO_APPROVAL_INTERVAL_MS,
    );
    expect(statedOnce('trackers.md', /runs it at start and every (\d+) s/) * SECOND).toBe(AUTO_APPROVAL_INTERVAL_MS);
    // 'Próximas 24hs': what the job approves before now + 24 h, i.e. requests created 24 h ago or more.
    for (const doc of ['decisions.md', 'trackers.md']) {
      const [[age, window]] = stated(
        doc,
        /the same rule with "created (\d+) hours ago or more", i\.e\. what the job approves before now \+ (\d+) h/,
      );
      expect(window).toBe(NEXT_AUTO_APPROVAL_HOURS);
      expect(age).toBe(AUTO_APPROVAL_HOURS - NEXT_AUTO_APPROVAL_HOURS);
    }
  });

  it('the Pix waiting period: 24 hours by default, at most 720 (DEFAULT_PIX_WAITING_HOURS, PIX_WAITING_HOURS)', () => {
    const hours = statedOnce('app-users.md', /waits \*\*(\d+) hours from its request\*\*/);
    const [[byDefault, most]] = stated('app-users.md', /\(integer hours, default (\d+), 0 = no wait, at most (\d+)\)/);
    expect(hours).toBe(DEFAULT_PIX_WAITING_HOURS);
    expect(byDefault).toBe(defaults.PIX_WAITING_HOURS);
    expect(defaults.PIX_WAITING_HOURS).toBe(DEFAULT_PIX_WAITING_HOURS);
    expect(loadConfig({ PIX_WAITING_HOURS: String(most) }).PIX_WAITING_HOURS).toBe(most);
    expect(() => loadConfig({ PIX_WAITING_HOURS: String(most + 1) })).toThrow(/PIX_WAITING_HOURS/);
    expect(
      statedOnce('decisions.md', /\*\*Waiting period: (\d+) hours from the request, for a Pix key no completed/),
    ).toBe(DEFAULT_PIX_WAITING_HOURS);
  });

  it('the registration’s e-mail code: 30 minutes, 5 tries, resent 1 a minute and 5 an hour (CONFIRMATION)', () => {
    const [[minutes, tries]] = stated('public.md', /A code is valid \*\*(\d+) minutes\*\* and for \*\*(\d+) tries\*\*/);
    const [[perMinute, perHour]] = stated('public.md', /at most \*\*(\d+) a minute and (\d+) an hour\*\* per company/);
    const [[digits]] = stated('public.md', /e-mails a \*\*(\d+)-digit code\*\*/);
    expect(minutes).toBe(CONFIRMATION.ttlMinutes);
    expect(tries).toBe(CONFIRMATION.maxAttempts);
    expect(perMinute).toBe(CONFIRMATION.resendPerMinute);
    expect(perHour).toBe(CONFIRMATION.resendPerHour);
    expect(digits).toBe(CONFIRMATION.codeLength);
    const [[secMinutes, secTries, secPerMinute, secPerHour]] = stated(
      'security.md',
      /valid (\d+) minutes, (\d+) tries claimed by one guarded .*? resent at most (\d+) a minute and (\d+) an hour per company/,
    );
    expect([secMinutes, secTries, secPerMinute, secPerHour]).toEqual([
      CONFIRMATION.ttlMinutes,
      CONFIRMATION.maxAttempts,
      CONFIRMATION.resendPerMinute,
      CONFIRMATION.resendPerHour,
    ]);
  });

  it('the chat: polled every 5 s, pinged every 3 s, abandoned after 3 days, 30 messages a page (CHAT_POLL_MS, CHAT_PING_MS, ABANDONED_DAYS, CHAT_MESSAGES_PAGE)', () => {
    expect(statedOnce('chat.md', /The console polls \*\*one call every (\d+) s\*\*/) * SECOND).toBe(CHAT_POLL_MS);
    expect(statedOnce('chat.md', /The ping every (\d+) s and the Mensagens badge/) * SECOND).toBe(CHAT_PING_MS);
    expect(statedOnce('chat.md', /`waitingSince` is more than (\d+) days before now/)).toBe(ABANDONED_DAYS);
    expect(
      statedOnce('decisions.md', /an open chat whose first unanswered tracker message is more than (\d+) days old/),
    ).toBe(ABANDONED_DAYS);
    expect(statedOnce('chat.md', /the poll brings the newest (\d+) messages \(`CHAT_MESSAGES_PAGE`\)/)).toBe(
      CHAT_MESSAGES_PAGE,
    );
  });

  it('the analytics report’s token: 15 minutes (REPORT_TOKEN_TTL_SECONDS)', () => {
    expect(statedOnce('security.md', /'analytics-report'`, the user and session\), valid (\d+) minutes/) * 60).toBe(
      REPORT_TOKEN_TTL_SECONDS,
    );
    expect(statedOnce('decisions.md', /the report's own token, (\d+) minutes, for the report alone/) * 60).toBe(
      REPORT_TOKEN_TTL_SECONDS,
    );
  });

  it('e-mail delivery: every 5 s, retries from 1 minute doubling up to 6 hours, 10 attempts, claims of 10 minutes (MAIL_*, retryDelayMs)', () => {
    expect(statedOnce('operations.md', /\(`src\/server\/jobs\/mail\.ts`, every (\d+) s\)/) * SECOND).toBe(
      MAIL_JOB_INTERVAL_MS,
    );
    expect(statedOnce('decisions.md', /the job runs \*\*every (\d+) s\*\* in each process/) * SECOND).toBe(
      MAIL_JOB_INTERVAL_MS,
    );
    const [[first, second, third, fourth, most]] = stated(
      'operations.md',
      /`next_attempt_at` (\d+) minute later, then (\d+), (\d+), (\d+)… \(at most (\d+) hours\)/,
    );
    expect([first, second, third, fourth].map((m) => m * MINUTE)).toEqual([1, 2, 3, 4].map(retryDelayMs));
    expect(retryDelayMs(MAIL_MAX_ATTEMPTS)).toBe(most * HOUR);
    expect(retryDelayMs(MAIL_MAX_ATTEMPTS - 1)).toBeLessThan(most * HOUR);
    expect(statedOnce('operations.md', /After \*\*(\d+) attempts\*\* the row is \*\*given up but kept\*\*/)).toBe(
      MAIL_MAX_ATTEMPTS,
    );
    const [[decisionsFirst, decisionsMost, decisionsAttempts, lastAfter]] = stated(
      'decisions.md',
      /\*\*Retries\*\*: \*\*(\d+) min, doubling, at most (\d+) h; given up after (\d+) attempts \(the last about ([\d.]+) h after the first\)/,
    );
    expect(decisionsFirst * MINUTE).toBe(retryDelayMs(1));
    expect(decisionsMost * HOUR).toBe(retryDelayMs(MAIL_MAX_ATTEMPTS));
    expect(decisionsAttempts).toBe(MAIL_MAX_ATTEMPTS);
    // The 10th attempt comes after the 9 waits between the attempts before it.
    const lastAttemptAt = Array.from({ length: MAIL_MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1)).reduce(
      (sum, wait) => sum + wait,
      0,
    );
    expect(Math.round((lastAttemptAt / HOUR) * 10) / 10).toBe(lastAfter);
    expect(statedOnce('operations.md', /moves `next_attempt_at` (\d+) minutes ahead/) * MINUTE).toBe(MAIL_LEASE_MS);
    expect(statedOnce('decisions.md', /a claim holds a row \*\*(\d+) minutes\*\*/) * MINUTE).toBe(MAIL_LEASE_MS);
  });

  it('reads figures as the docs write them', () => {
    expect(numberOf('5.000')).toBe(5000);
    expect(numberOf('20,000')).toBe(20000);
    expect(numberOf('8.5')).toBe(8.5);
  });
});
