import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_MESSAGES, ONE_MAIN_ADDRESS } from '../../src/domain/schemas/case';
import { auditLog, seizureRequests, trackerRequests, users } from '../../src/server/db/schema';
import { categoryOf, client, countWhere, newPlate, setupCases, validCase, type CasesEnv } from './cases.support';

let env: CasesEnv;
let api: ReturnType<typeof client>;
let car: number;
let boat: number;

beforeAll(async () => {
  env = await setupCases();
  api = client(env);
  car = await categoryOf(env.db, 'car');
  boat = await categoryOf(env.db, 'boat');
});
afterAll(() => env.app.close());

const save = (payload: unknown, who: 'casos' | 'beta' | 'leitura' | 'suporte' | 'admin' = 'casos') =>
  api.post('/admin/seizure-requests', who, payload);
const errorsOf = async (payload: unknown) => {
  const res = await save(payload);
  expect(res.status).toBe(422);
  return res.body.errors as Record<string, string>;
};

describe('POST /admin/seizure-requests: create and update', () => {
  it('creates a complete case as ready and open, with the plate normalised and the main address copied', async () => {
    const before = (await api.get('/admin/seizure-requests?status=available', 'casos')).body.total;
    const res = await save(validCase(car, { licensePlate: 'kzy-1d23' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      lawCompanyId: env.alfa,
      status: 'readyAndOpenedForTrackers',
      licensePlate: 'KZY1D23',
      chassi: '9BWZZZ377VT004251',
      debtorDocument: '52998224725',
      reward: 1500.5,
      shadowMode: false,
      canBeDraft: true,
      mainAddressCity: 'São Paulo',
      mainAddressState: 'SP',
      trackers: { totalApproved: 0, totalPending: 0 },
      category: { id: car, type: 'car', icon: 'DirectionsCar', color: expect.any(String) },
    });
    expect(res.body.addresses).toHaveLength(2);
    expect(res.body.addresses.map((a: { main: boolean }) => a.main)).toEqual([true, false]);
    // The coordinates are the municipality's (the table's), not the ones the form sent.
    expect(res.body.addresses[0]).toMatchObject({
      zipcode: '01002000',
      latitude: -23.5475,
      longitude: -46.63611,
      number: 10,
    });
    expect((await api.get('/admin/seizure-requests?status=available', 'casos')).body.total).toBe(before + 1);
    const [row] = await env.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, res.body.id), eq(auditLog.action, 'case.created')));
    expect(row.lawCompanyId).toBe(env.alfa);
  });

  it('updates with the id: fields, addresses replaced, main copies follow', async () => {
    const created = (await save(validCase(car))).body;
    const update = validCase(car, {
      id: created.id,
      licensePlate: created.licensePlate,
      model: 'Polo',
      addresses: [
        { state: 'RJ', city: 'Niterói', latitude: -22.88, longitude: -43.1 },
        { state: 'RJ', city: 'Rio de Janeiro', latitude: -22.9, longitude: -43.2, main: true },
      ],
    });
    const res = await save(update);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      model: 'Polo',
      mainAddressCity: 'Rio de Janeiro',
      mainAddressState: 'RJ',
    });
    expect(res.body.addresses.map((a: { city: string; main: boolean }) => [a.city, a.main])).toEqual([
      ['Rio de Janeiro', true],
      ['Niterói', false],
    ]);
    expect((await api.get(`/admin/seizure-requests/${created.id}`, 'leitura')).body.model).toBe('Polo');
  });

  it('GET /{id}/details has what the details page needs', async () => {
    const created = (await save(validCase(car))).body;
    const res = await api.get(`/admin/seizure-requests/${created.id}/details`, 'casos');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      lawCompany: { id: env.alfa, name: 'Alfa', document: expect.any(String), enableShadowMode: true },
      documents: [],
      missingFields: [],
      closedAt: null,
      closedBy: null,
      createdBy: { id: expect.any(Number), name: expect.any(String) },
      trackers: { totalApproved: 0, totalPending: 0 },
    });
    expect(res.body.addresses).toHaveLength(2);
  });

  it('a boat needs no plate', async () => {
    const res = await save(validCase(boat, { licensePlate: null }));
    expect(res.status).toBe(201);
    expect(res.body.licensePlate).toBeNull();
  });
});

describe('POST /admin/seizure-requests: validation messages', () => {
  it('plate: invalid (too long, a dash out of place), required for the category', async () => {
    expect((await errorsOf(validCase(car, { licensePlate: 'AB12345' }))).licensePlate).toBe('Placa Inválida');
    // Too long, or a dash out of place: off the pattern as typed (issue 34, CASEFORM-07).
    for (const licensePlate of ['ABCD12345', 'ABC12345', 'A-BC1234']) {
      expect((await errorsOf(validCase(car, { licensePlate }))).licensePlate, licensePlate).toBe('Placa Inválida');
    }
    for (const licensePlate of [null, '', '  ']) {
      expect((await errorsOf(validCase(car, { licensePlate }))).licensePlate).toBe(
        'Placa é obrigatória para a categoria selecionada',
      );
    }
  });

  it('vehicle and process fields', async () => {
    expect(await errorsOf(validCase(car, { chassi: '123' }))).toEqual({ chassi: 'Chassi Inválido' });
    expect(
      await errorsOf(
        validCase(car, { chassi: null, model: '', processNumber: null, financier: ' ', debtorName: undefined }),
      ),
    ).toEqual({
      chassi: 'Obrigatório',
      model: 'Obrigatório',
      processNumber: 'Obrigatório',
      financier: 'Obrigatório',
      debtorName: 'Obrigatório',
    });
    const long = (n: number) => 'x'.repeat(n);
    expect(
      await errorsOf(
        validCase(car, {
          model: long(101),
          processNumber: long(51),
          financier: long(151),
          debtorName: long(151),
          maker: long(151),
          renavam: long(12),
        }),
      ),
    ).toEqual({
      model: 'Deve ter no máximo 100 caracteres',
      processNumber: 'Deve ter no máximo 50 caracteres',
      financier: 'Deve ter no máximo 150 caracteres',
      debtorName: 'Deve ter no máximo 150 caracteres',
      maker: 'Deve ter no máximo 150 caracteres',
      renavam: 'Deve ter no máximo 11 caracteres',
    });
    const year = new Date().getFullYear();
    expect((await errorsOf(validCase(car, { year: 1899 }))).year).toBe('Deve ser maior ou igual a 1900');
    expect((await errorsOf(validCase(car, { year: year + 1 }))).year).toBe(`Deve ser menor ou igual a ${year}`);
    expect((await errorsOf(validCase(car, { reward: -0.01 }))).reward).toBe('Deve ser maior ou igual a 0');
    expect((await errorsOf(validCase(car, { reward: 'mil' }))).reward).toBe('Deve ser um número');
    expect((await errorsOf(validCase(car, { debtorDocument: '123.456.789-00' }))).debtorDocument).toBe(
      'Documento Inválido',
    );
    expect((await errorsOf(validCase(car, { debtorDocument: '112223330001811' }))).debtorDocument).toBe(
      'Deve ter no máximo 14 caracteres',
    );
    expect((await save(validCase(car, { debtorDocument: '11.222.333/0001-81', year, reward: 0 }))).status).toBe(201);
  });

  it('category', async () => {
    expect((await errorsOf(validCase(car, { categoryId: undefined }))).categoryId).toBe('Obrigatório');
    expect((await errorsOf(validCase(car, { categoryId: 999999 }))).categoryId).toBe('Inválido');
  });

  it('addresses: at least one, each with its limits, one main', async () => {
    expect((await errorsOf(validCase(car, { addresses: [] }))).addresses).toBe('Obrigatório');
    expect((await errorsOf(validCase(car, { addresses: undefined }))).addresses).toBe('Obrigatório');
    const address = { state: 'SP', city: 'São Paulo', latitude: -23.5, longitude: -46.6 };
    const long = (n: number) => 'x'.repeat(n);
    const bad = {
      ...address,
      state: 'SPX',
      city: long(101),
      neighborhood: long(101),
      street: long(201),
      number: -1,
      complement: long(21),
      zipcode: '123456789',
      description: long(151),
    };
    expect(await errorsOf(validCase(car, { addresses: [address, bad] }))).toEqual({
      'addresses.1.state': 'Deve ter no máximo 2 caracteres',
      'addresses.1.city': 'Deve ter no máximo 100 caracteres',
      'addresses.1.neighborhood': 'Deve ter no máximo 100 caracteres',
      'addresses.1.street': 'Deve ter no máximo 200 caracteres',
      'addresses.1.number': 'Deve ser maior ou igual a 0',
      'addresses.1.complement': 'Deve ter no máximo 20 caracteres',
      'addresses.1.zipcode': 'Deve ter no máximo 8 caracteres',
      'addresses.1.description': 'Deve ter no máximo 150 caracteres',
    });
    expect(
      (
        await errorsOf(
          validCase(car, {
            addresses: [
              { ...address, main: true },
              { ...address, main: true },
            ],
          }),
        )
      ).addresses,
    ).toBe(ONE_MAIN_ADDRESS);
  });
});

describe('POST /admin/seizure-requests: coordinates belong to the saved city and state', () => {
  const coordinatesOf = (body: { addresses: { city: string; latitude: number; longitude: number }[] }) =>
    body.addresses.map((a) => [a.city, a.latitude, a.longitude]);

  it("another city's coordinates are replaced by the saved city's; missing ones are filled", async () => {
    // The form kept Campinas' coordinates after the city was changed to Valinhos.
    const res = await save(
      validCase(car, {
        addresses: [
          { state: 'SP', city: 'Valinhos', latitude: -22.90556, longitude: -47.06083 },
          { state: 'rj', city: 'niteroi' },
        ],
      }),
    );
    expect(res.status).toBe(201);
    expect(coordinatesOf(res.body)).toEqual([
      ['Valinhos', -22.97056, -46.99583],
      ['niteroi', -22.88333, -43.10361],
    ]);
    const [row] = await env.db.select().from(seizureRequests).where(eq(seizureRequests.id, res.body.id));
    expect(row.mainAddressCity).toBe('Valinhos');
  });

  it('a city the state does not have is refused on the city field', async () => {
    expect(
      await errorsOf(
        validCase(car, { addresses: [{ state: 'RJ', city: 'Campinas', latitude: -22.90556, longitude: -47.06083 }] }),
      ),
    ).toEqual({
      'addresses.0.city': CASE_MESSAGES.cityNotFound,
    });
  });

  it('a municipality without coordinates in the table keeps typed ones only when they are plausible', async () => {
    // Borá/SP has no coordinates in the table: the user types them.
    const bora = (latitude?: number, longitude?: number) =>
      validCase(car, { addresses: [{ state: 'SP', city: 'Borá', latitude, longitude }] });
    expect(await errorsOf(bora())).toEqual({
      'addresses.0.city': CASE_MESSAGES.cityWithoutCoordinates,
      'addresses.0.latitude': 'Obrigatório',
      'addresses.0.longitude': 'Obrigatório',
    });
    // Campinas' seat (left over from an earlier city) and a point in Rio de Janeiro are refused.
    expect(await errorsOf(bora(-22.90556, -47.06083))).toEqual({
      'addresses.0.city': CASE_MESSAGES.coordinatesElsewhere,
    });
    expect(await errorsOf(bora(-22.9, -43.2))).toEqual({ 'addresses.0.city': CASE_MESSAGES.coordinatesElsewhere });
    const res = await save(bora(-22.635, -50.545));
    expect(res.status).toBe(201);
    expect(coordinatesOf(res.body)).toEqual([['Borá', -22.635, -50.545]]);
  });
});

describe('POST /admin/seizure-requests: plate uniqueness', () => {
  it('one live case per plate in a company, whatever the typing; other companies and removed cases do not count', async () => {
    const plate = newPlate();
    const first = await save(validCase(car, { licensePlate: plate }));
    expect(first.status).toBe(201);
    const typed = `${plate.slice(0, 3).toLowerCase()} ${plate.slice(3)}`;
    expect(await errorsOf(validCase(car, { licensePlate: typed }))).toEqual({ licensePlate: CASE_MESSAGES.plateTaken });
    // The case itself keeps its plate on update.
    expect((await save(validCase(car, { id: first.body.id, licensePlate: plate }))).status).toBe(200);
    expect((await save(validCase(car, { licensePlate: plate }), 'beta')).status).toBe(201);
    expect((await api.del(`/admin/seizure-requests/${first.body.id}`, 'casos')).status).toBe(200);
    expect((await save(validCase(car, { licensePlate: plate }))).status).toBe(201);
  });

  it('two saves racing for a plate: one wins, the other is the same 422', async () => {
    const plate = newPlate();
    const answers = await Promise.all([
      save(validCase(car, { licensePlate: plate })),
      save(validCase(car, { licensePlate: plate })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(answers.find((a) => a.status === 422)!.body.errors).toEqual({ licensePlate: CASE_MESSAGES.plateTaken });
  });
});

describe('POST /admin/seizure-requests: simplified mode', () => {
  it('keeps the plate, the category and the first address; never listed', async () => {
    const res = await save(validCase(car, { shadowMode: true, chassi: 'invalid', year: 1800 }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      shadowMode: true,
      status: 'readyAndClosedForTrackers',
      chassi: null,
      renavam: null,
      maker: null,
      model: null,
      year: null,
      reward: null,
      processNumber: null,
      financier: null,
      debtorName: null,
      debtorDocument: null,
      mainAddressCity: 'São Paulo',
    });
    expect(res.body.addresses).toHaveLength(1);
    expect(res.body.addresses[0].main).toBe(true);
  });

  it('needs only the category, the plate, the city and the state: the coordinates are filled', async () => {
    const res = await save({
      categoryId: car,
      licensePlate: newPlate(),
      shadowMode: true,
      addresses: [{ state: 'SP', city: 'Campinas' }],
    });
    expect(res.status).toBe(201);
    expect(res.body.addresses[0]).toMatchObject({
      city: 'Campinas',
      state: 'SP',
      latitude: -22.90556,
      longitude: -47.06083,
    });
  });

  it('still needs a plate, whatever the category', async () => {
    expect(
      (await errorsOf({ categoryId: boat, shadowMode: true, addresses: validCase(boat).addresses })).licensePlate,
    ).toBe('Obrigatório');
  });

  it('is refused for a company without it (Beta)', async () => {
    const res = await save(validCase(car, { shadowMode: true }), 'beta');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ shadowMode: CASE_MESSAGES.shadowModeDisabled });
  });
});

describe('POST /admin/seizure-requests: draft and ready', () => {
  const incomplete = () => ({
    categoryId: car,
    licensePlate: newPlate(),
    canBeDraft: true,
    addresses: validCase(car).addresses,
  });

  it('a complete case saved as a draft stays a draft; saved without the flag it is published', async () => {
    const created = await save(validCase(car, { canBeDraft: true }));
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('draft');
    const details = (await api.get(`/admin/seizure-requests/${created.body.id}/details`, 'casos')).body;
    expect(details.missingFields).toEqual([]);
    const again = await save(
      validCase(car, { id: created.body.id, licensePlate: created.body.licensePlate, canBeDraft: true, model: 'Onix' }),
    );
    expect(again.body).toMatchObject({ status: 'draft', model: 'Onix' });
    const published = await save(validCase(car, { id: created.body.id, licensePlate: created.body.licensePlate }));
    expect(published.body.status).toBe('readyAndOpenedForTrackers');
    // Simplified cases are never drafts.
    expect((await save(validCase(car, { shadowMode: true, canBeDraft: true }))).body.status).toBe(
      'readyAndClosedForTrackers',
    );
  });

  it('an incomplete case may be saved as a draft; completing it makes it ready', async () => {
    const draft = await save(incomplete());
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ status: 'draft', canBeDraft: true });
    const details = (await api.get(`/admin/seizure-requests/${draft.body.id}/details`, 'casos')).body;
    expect(details.missingFields).toEqual(['chassi', 'model', 'processNumber', 'financier', 'debtorName']);
    const stillDraft = await save({
      ...incomplete(),
      id: draft.body.id,
      licensePlate: draft.body.licensePlate,
      model: 'Onix',
    });
    expect(stillDraft.body).toMatchObject({ status: 'draft', model: 'Onix' });
    const ready = await save(validCase(car, { id: draft.body.id, licensePlate: draft.body.licensePlate }));
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('readyAndOpenedForTrackers');
  });

  it('without canBeDraft the missing fields are errors', async () => {
    const { canBeDraft: _, ...payload } = incomplete();
    expect(Object.keys(await errorsOf(payload)).sort()).toEqual([
      'chassi',
      'debtorName',
      'financier',
      'model',
      'processNumber',
    ]);
  });

  it('a ready case nobody asked for may go back to draft; one with tracker requests may not', async () => {
    const ready = (await save(validCase(car))).body;
    const back = await save({ ...incomplete(), id: ready.id, licensePlate: ready.licensePlate });
    expect(back.body.status).toBe('draft');

    const [requested] = await env.db
      .select({ id: seizureRequests.id, plate: seizureRequests.licensePlate })
      .from(seizureRequests)
      .innerJoin(trackerRequests, eq(trackerRequests.seizureRequestId, seizureRequests.id))
      .where(
        and(
          eq(seizureRequests.lawCompanyId, env.alfa),
          eq(seizureRequests.status, 'readyAndOpenedForTrackers'),
          eq(seizureRequests.shadowMode, false),
        ),
      )
      .limit(1);
    const res = await save({ ...incomplete(), id: requested.id, licensePlate: requested.plate });
    expect(res.status).toBe(422);
    expect(res.body.errors.chassi).toBe('Obrigatório');
    const current = (await api.get(`/admin/seizure-requests/${requested.id}`, 'casos')).body;
    expect(current.canBeDraft).toBe(false);
  });

  it('a ready case keeps its listing when edited', async () => {
    const created = (await save(validCase(car))).body;
    expect((await api.post(`/admin/seizure-requests/${created.id}/trackers/status/close`, 'casos')).status).toBe(200);
    const edited = await save(validCase(car, { id: created.id, licensePlate: created.licensePlate, model: 'Up' }));
    expect(edited.body.status).toBe('readyAndClosedForTrackers');
  });

  it('a closed case cannot be edited until reopened', async () => {
    const created = (await save(validCase(car))).body;
    await api.post('/admin/seizure-requests/close', 'casos', { id: created.id, status: 'completedNotSized' });
    const res = await save(validCase(car, { id: created.id, licensePlate: created.licensePlate }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CASE_MESSAGES.closedNotEditable);
  });
});

describe('POST /admin/seizure-requests: access', () => {
  it('support and read-only users may not save (403); no token is 401', async () => {
    for (const who of ['suporte', 'admin', 'leitura'] as const)
      expect((await save(validCase(car), who)).status).toBe(403);
    expect((await api.post('/admin/seizure-requests', null, validCase(car))).status).toBe(401);
  });

  it('Beta cannot read or update an Alfa case (404)', async () => {
    const alfaCase = (await save(validCase(car))).body;
    expect((await api.get(`/admin/seizure-requests/${alfaCase.id}`, 'beta')).status).toBe(404);
    expect((await api.get(`/admin/seizure-requests/${alfaCase.id}/details`, 'beta')).status).toBe(404);
    expect((await save(validCase(car, { id: alfaCase.id }), 'beta')).status).toBe(404);
    expect((await api.get(`/admin/seizure-requests/${alfaCase.id}`, 'suporte')).status).toBe(200);
    const [creator] = await env.db
      .select({ lawCompanyId: users.lawCompanyId })
      .from(users)
      .where(eq(users.email, 'casos@demo.test'));
    expect(creator.lawCompanyId).toBe(env.alfa);
  });

  it('unknown and malformed ids are 404', async () => {
    expect((await api.get('/admin/seizure-requests/999999', 'casos')).status).toBe(404);
    expect((await api.get('/admin/seizure-requests/abc', 'casos')).status).toBe(404);
    expect((await save(validCase(car, { id: 999999 }))).status).toBe(404);
  });

  it('the counters stay exact after all these saves', async () => {
    const total = (await api.get('/admin/seizure-requests?status=all', 'casos')).body.total;
    expect(total).toBe(await countWhere(env.db, sql`law_company_id = ${env.alfa}`));
  });
});
