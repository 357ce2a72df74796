// Every mutation the console can send × {401, offline, 500, 409} (issue 23 items 1 and 7): never a
// success for a failed call. Each one goes the way the screens send it (react-admin's
// useDataProvider proxy, the app's query client, the areas' own hooks), and must reject with the
// catalogue's text; a 401 ends the session (tokens cleared, the screen held under the login
// modal) and is told by the modal, not by an 'Erro' notice; any other failure is announced once.
// The list is checked against the source: a new POST/PUT/PATCH/DELETE call site anywhere in the
// console without its row here fails the first test.
import { renderHook } from '@testing-library/react';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import fs from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { AdminContext, useDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TEXTS } from '../../../src/domain/errors';
import { preferencesStore } from '../../../src/console/layout/preferencesStore';
import { authProvider } from '../../../src/console/providers/authProvider';
import { dataProvider, type AppDataProvider } from '../../../src/console/providers/dataProvider';
import { i18nProvider } from '../../../src/console/providers/i18nProvider';
import { createQueryClient, onMutationFailure } from '../../../src/console/providers/queryClient';
import { clearSession, getTokens, heldSession } from '../../../src/console/providers/session';
import { registerLawCompany } from '../../../src/console/pages/public/registerLawCompany';
import {
  changeConfirmationEmail,
  confirmEmailCode,
  resendConfirmationCode,
  resubmitRegistration,
} from '../../../src/console/resources/lawCompanies/registrationApi';
import { useAddTime } from '../../../src/console/resources/appPlans/useAddTime';
import { uploadReceipt } from '../../../src/console/resources/appTransfers/uploadReceipt';
import { useTransferDecision } from '../../../src/console/resources/appTransfers/useTransferDecision';
import { useVerificationDecision } from '../../../src/console/resources/appVerifications/useVerification';
import { importApi } from '../../../src/console/resources/import/importApi';
import { request } from '../../../src/console/providers/httpClient';
import { server, useMswServer } from '../../support/msw';
import { storeSessionOf } from '../../support/renderScreen';

useMswServer();

type Send = () => Promise<unknown>;
interface Mutation {
  /** The source file holding the call site, under src/console. */
  file: string;
  name: string;
  /** How the screens send it: a hook returning the function that sends it. */
  use: () => Send;
  /** Sent without the session (sign-in, recovery, registration): its 401 is the form's own answer. */
  public?: boolean;
  /**
   * Its page says the failure itself, in place (the e-mail confirmation's field and alert, the
   * resubmission's alert): meta inline, no 'Erro' notice on top of it. Still never a success.
   */
  inPlace?: boolean;
}

const file = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

/** A dataProvider method through react-admin's proxy (where a 401 once became empty success data). */
const viaDataProvider = (call: (dp: AppDataProvider) => Promise<unknown>) => (): Send => {
  const dp = useDataProvider<AppDataProvider>();
  const mutation = useMutation({ mutationFn: () => call(dp) });
  return () => mutation.mutateAsync();
};
/** A function the screens call inside their own useMutation. */
const viaMutation = (call: () => Promise<unknown>, meta?: Record<string, unknown>) => (): Send => {
  const mutation = useMutation({ mutationFn: call, meta });
  return () => mutation.mutateAsync();
};
/** An area's own mutation hook. */
const viaHook =
  <V,>(hook: () => UseMutationResult<unknown, Error, V>, variables: V) =>
  (): Send => {
    const mutation = hook();
    return () => mutation.mutateAsync(variables);
  };

const P = 'providers/';
const MUTATIONS: Mutation[] = [
  {
    file: `${P}dataProvider.ts`,
    name: 'create',
    use: viaDataProvider((dp) => dp.create('seizure-requests', { data: { licensePlate: 'ABC1D23' } })),
  },
  {
    file: `${P}dataProvider.ts`,
    name: 'update',
    use: viaDataProvider((dp) =>
      dp.update('seizure-requests', { id: 5, data: { licensePlate: 'ABC1D23' }, previousData: { id: 5 } }),
    ),
  },
  {
    file: `${P}dataProvider.ts`,
    name: 'updateMany',
    use: viaDataProvider((dp) => dp.updateMany('seizure-requests', { ids: [5, 6], data: {} })),
  },
  {
    file: `${P}dataProvider.ts`,
    name: 'delete',
    use: viaDataProvider((dp) => dp.delete('seizure-requests', { id: 5, previousData: { id: 5 } })),
  },
  {
    file: `${P}dataProvider.ts`,
    name: 'deleteMany',
    use: viaDataProvider((dp) => dp.deleteMany('seizure-requests', { ids: [5, 6] })),
  },
  {
    file: `${P}dataProvider.ts`,
    name: 'changePassword',
    use: viaDataProvider((dp) => dp.changePassword({ currentPassword: 'a', password: 'b', confirmPassword: 'b' })),
  },
  {
    file: `${P}publicMethods.ts`,
    name: 'sendRecovery',
    public: true,
    use: viaMutation(() => dataProvider.sendRecovery('a@b.co'), { inline: true }),
  },
  {
    file: `${P}publicMethods.ts`,
    name: 'recover',
    public: true,
    use: viaMutation(
      () => dataProvider.recover({ email: 'a@b.co', code: 'ABC234', password: 'x', confirmPassword: 'x' }),
      { inline: true },
    ),
  },
  {
    file: `${P}signIn.ts`,
    name: 'login',
    public: true,
    use: viaMutation(() => authProvider.login({ email: 'a@b.co', password: 'x' }), { inline: true }),
  },
  // logout ends the session whatever the server answers (spec 000 §4): its own test below.
  // The console forgets the session first; the server's logout goes on behind (httpClient.ts revokeSession).
  {
    file: `${P}httpClient.ts`,
    name: 'logout',
    use: () => () => authProvider.logout({}).then(() => Promise.reject(new Error('ended'))),
  },
  { file: `${P}caseMethods.ts`, name: 'uploadFile', use: viaDataProvider((dp) => dp.uploadFile(file('a.png'))) },
  { file: `${P}caseMethods.ts`, name: 'closeCase', use: viaDataProvider((dp) => dp.closeCase(5, 'completedSized')) },
  { file: `${P}caseMethods.ts`, name: 'reopenCase', use: viaDataProvider((dp) => dp.reopenCase(5)) },
  { file: `${P}caseMethods.ts`, name: 'setListing', use: viaDataProvider((dp) => dp.setListing(5, 'open')) },
  {
    file: `${P}caseMethods.ts`,
    name: 'addAttachment',
    use: viaDataProvider((dp) => dp.addAttachment(5, { filename: 'a.pdf', path: 'p/a.pdf' })),
  },
  { file: `${P}caseMethods.ts`, name: 'removeAttachment', use: viaDataProvider((dp) => dp.removeAttachment(5, 9)) },
  { file: `${P}caseMethods.ts`, name: 'saveNotes', use: viaDataProvider((dp) => dp.saveNotes(5, '**nota**')) },
  {
    file: `${P}chatMethods.ts`,
    name: 'sendChatMessage',
    use: viaDataProvider((dp) => dp.sendChatMessage({ seizureRequestId: 5, userId: 9, message: 'Olá' } as never)),
  },
  {
    file: `${P}trackerMethods.ts`,
    name: 'decideTracker',
    use: viaDataProvider((dp) =>
      dp.decideTracker({ requestId: 3, status: 'approved', expectedStatus: 'pending' } as never),
    ),
  },
  {
    file: `${P}trackerMethods.ts`,
    name: 'addTracker',
    use: viaDataProvider((dp) => dp.addTracker({ seizureRequestId: 5, userId: 9 })),
  },
  {
    file: `${P}userMethods.ts`,
    name: 'saveUser',
    use: viaDataProvider((dp) => dp.saveUser({ name: 'Ana', email: 'ana@x.co', roles: ['lawCompanyUser'] } as never)),
  },
  { file: `${P}userMethods.ts`, name: 'resendUserPassword', use: viaDataProvider((dp) => dp.resendUserPassword(4)) },
  { file: `${P}userMethods.ts`, name: 'removeUser', use: viaDataProvider((dp) => dp.removeUser(4)) },
  {
    file: `${P}lawCompanyMethods.ts`,
    name: 'changeLawCompanyStatus',
    use: viaDataProvider((dp) =>
      dp.changeLawCompanyStatus({ id: 2, status: 'blocked', expectedStatus: 'active', reason: 'x' } as never),
    ),
  },
  {
    file: `${P}lawCompanyMethods.ts`,
    name: 'setLawCompanySwitch',
    use: viaDataProvider((dp) => dp.setLawCompanySwitch(2, 'autoApprove' as never, 'enable')),
  },
  {
    file: `${P}lawCompanyMethods.ts`,
    name: 'saveLawCompanySettings',
    use: viaDataProvider((dp) => dp.saveLawCompanySettings({ contactName: 'R' } as never)),
  },
  {
    file: `${P}reportMethods.ts`,
    name: 'decideReport',
    use: viaDataProvider((dp) =>
      dp.decideReport({ id: 1, seizureRequestId: 5, status: 'accepted', expectedStatus: 'pending' } as never),
    ),
  },
  // The geo look-up is a POST that reads: its failure is shown inline by the map (meta inline).
  {
    file: `${P}addressMethods.ts`,
    name: 'geo',
    use: viaMutation(() => request('/address/geo', { method: 'POST', body: { city: 'X', state: 'MG' } }), {
      inline: true,
    }),
  },
  {
    file: 'resources/import/importApi.ts',
    name: 'saveConfig',
    use: viaMutation(() => importApi.saveConfig({ name: 'c' } as never)),
  },
  { file: 'resources/import/importApi.ts', name: 'removeConfig', use: viaMutation(() => importApi.removeConfig(3)) },
  {
    file: 'resources/import/importApi.ts',
    name: 'start',
    use: viaMutation(() => importApi.start({ filename: 'a.xlsx', closeOthers: false, configId: 3 })),
  },
  {
    file: 'resources/import/importApi.ts',
    name: 'preview',
    use: viaMutation(() => importApi.preview({ configId: 3, rows: [], keys: [] })),
  },
  {
    file: 'resources/import/importApi.ts',
    name: 'batch',
    use: viaMutation(() => importApi.batch(8, { seq: 1, total: 1, rows: [] })),
  },
  { file: 'resources/import/importApi.ts', name: 'finish', use: viaMutation(() => importApi.finish(8, 1)) },
  { file: 'resources/import/importApi.ts', name: 'cancel', use: viaMutation(() => importApi.cancel(8)) },
  {
    file: 'resources/import/importApi.ts',
    name: 'reportError',
    use: viaMutation(() => importApi.reportError(8, 'O lote 2 não foi gravado')),
  },
  {
    file: 'resources/import/importApi.ts',
    name: 'saveRecord',
    use: viaMutation(() => importApi.saveRecord(8, { line: 2, model: {} })),
  },
  {
    file: 'resources/appVerifications/useVerification.ts',
    name: 'useVerificationDecision',
    use: viaHook(useVerificationDecision, { userId: 9, status: 'approved' } as never),
  },
  {
    file: 'resources/appPlans/useAddTime.ts',
    name: 'useAddTime',
    use: viaHook(useAddTime, { userId: 9, days: 30, type: 'pro' } as never),
  },
  {
    file: 'resources/appTransfers/useTransferDecision.ts',
    name: 'useTransferDecision',
    use: viaHook(useTransferDecision, { id: 1, status: 'rejected', reason: 'x' } as never),
  },
  {
    file: 'resources/appTransfers/uploadReceipt.ts',
    name: 'uploadReceipt',
    use: viaMutation(() => uploadReceipt(file('r.png'))),
  },
  {
    file: 'resources/analytics/AnalyticsPage.tsx',
    name: 'reportToken',
    use: viaMutation(() => request('/admin/support/analytics/report-token', { method: 'POST' })),
  },
  {
    file: 'pages/public/registerLawCompany.ts',
    name: 'registerLawCompany',
    public: true,
    use: viaMutation(() => registerLawCompany({} as never), { inline: true }),
  },
  {
    file: 'resources/lawCompanies/registrationApi.ts',
    name: 'confirmEmailCode',
    inPlace: true,
    use: viaMutation(() => confirmEmailCode('123456'), { inline: true }),
  },
  {
    file: 'resources/lawCompanies/registrationApi.ts',
    name: 'resendConfirmationCode',
    inPlace: true,
    use: viaMutation(() => resendConfirmationCode(), { inline: true }),
  },
  {
    file: 'resources/lawCompanies/registrationApi.ts',
    name: 'changeConfirmationEmail',
    inPlace: true,
    use: viaMutation(() => changeConfirmationEmail('nova@exemplo.test'), { inline: true }),
  },
  {
    file: 'resources/lawCompanies/registrationApi.ts',
    name: 'resubmitRegistration',
    inPlace: true,
    use: viaMutation(() => resubmitRegistration({} as never), { inline: true }),
  },
  // The refresh itself (httpClient.ts) is covered by the 401 rows: every one of them refreshes first.
  {
    file: `${P}httpClient.ts`,
    name: 'refresh',
    use: () => () => Promise.reject(new Error('covered by every 401 row')),
  },
];

const CONSOLE = path.resolve(import.meta.dirname, '../../../src/console');
const MUTATING_CALL = /method: '(POST|PUT|PATCH|DELETE)'/g;

function mutatingCallSites(): Record<string, number> {
  const counts: Record<string, number> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) {
        const found = fs.readFileSync(full, 'utf8').match(MUTATING_CALL)?.length ?? 0;
        if (found) counts[path.relative(CONSOLE, full)] = found;
      }
    }
  };
  walk(CONSOLE);
  return counts;
}

function wrapper({ children }: { children: ReactNode }) {
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={createQueryClient()}
      store={preferencesStore()}
    >
      {children}
    </AdminContext>
  );
}

type Kind = 401 | 'offline' | 500 | 409;
const CONFLICT = 'Alterado por Ana Admin em 27/11/2026 10:00. Confira e tente de novo.';
const ANSWERS: Record<Exclude<Kind, 'offline'>, { status: number; body: object }> = {
  401: { status: 401, body: { statusCode: 401, message: ERROR_TEXTS.unauthorized } },
  500: { status: 500, body: { statusCode: 500, message: 'Internal Server Error' } },
  409: { status: 409, body: { statusCode: 409, message: CONFLICT } },
};
const EXPECTED: Record<Kind, { status: number; message: string }> = {
  401: { status: 401, message: ERROR_TEXTS.unauthorized },
  offline: { status: 0, message: ERROR_TEXTS.network },
  500: { status: 500, message: ERROR_TEXTS.unknown },
  409: { status: 409, message: CONFLICT },
};

let announced: unknown[] = [];
let sent: string[] = [];
let stopListening: () => void;
beforeEach(() => {
  announced = [];
  sent = [];
  stopListening = onMutationFailure((error) => announced.push(error));
  clearSession();
  storeSessionOf('assessoria');
});
afterEach(() => {
  stopListening();
  vi.restoreAllMocks();
  clearSession();
});

function answerEveryCall(kind: Kind) {
  if (kind === 'offline') vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const answer = kind === 'offline' ? ANSWERS[500] : ANSWERS[kind];
  server.use(
    http.post('*/auth/refresh', () =>
      HttpResponse.json({ message: 'Sessão expirada. Entre novamente.' }, { status: 401 }),
    ),
    http.all('*', ({ request }) => {
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
  );
}

const REAL = MUTATIONS.filter((m) => !['logout', 'refresh'].includes(m.name));

describe('the failure matrix of every mutation', () => {
  it('lists every call site that changes something, file by file', () => {
    const listed: Record<string, number> = {};
    for (const mutation of MUTATIONS) listed[mutation.file] = (listed[mutation.file] ?? 0) + 1;
    expect(listed).toEqual(mutatingCallSites());
  });

  describe.each(REAL.map((m) => [m.name, m] as const))('%s', (_name, mutation) => {
    it.each<Kind>([401, 'offline', 500, 409])(
      'fails on %s with the catalogue’s text, never a success',
      async (kind) => {
        answerEveryCall(kind);
        const { result, unmount } = renderHook(() => mutation.use(), { wrapper });
        const failure = await result.current().then(
          () => null,
          (error: { status?: number; message?: string }) => error,
        );
        unmount();
        expect(failure, 'it must reject').not.toBeNull();
        if (mutation.public && kind === 401) {
          // A refused sign-in or registration is the form's answer: the session is not touched.
          expect(getTokens()).not.toBeNull();
          return;
        }
        expect({ status: failure?.status, message: failure?.message }).toEqual(EXPECTED[kind]);
        if (kind === 'offline') expect(sent, 'nothing is sent offline').toEqual([]);
        if (kind === 401 && !mutation.public) {
          expect(getTokens(), 'the tokens are cleared').toBeNull();
          expect(heldSession()?.claims.sub, 'the screen is held for its user').toBe('7');
          expect(announced, 'the login modal tells it, not an Erro notice').toEqual([]);
        } else if (mutation.inPlace) {
          expect(announced, 'said in place by its page, not under Erro').toEqual([]);
        } else if (!mutation.public && mutation.name !== 'geo') {
          expect(announced, 'announced once under Erro').toEqual([failure]);
        }
      },
    );
  });
});

describe('logout', () => {
  it('signs out whatever the server answers, and forgets the held screen', async () => {
    answerEveryCall(500);
    await authProvider.logout({});
    expect(getTokens()).toBeNull();
    expect(heldSession()).toBeNull();
  });
});
