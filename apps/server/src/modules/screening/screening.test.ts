import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { accounts, hawalaDetails, sanctionsEntries, screeningHits } from '../../db/schema';
import { heavyRequest, poolQueue, poolThreads } from '../../lib/worker-pool';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AFN, hawalaApi, USD } from '../hawala/test-support';
import { multipart, postFile, sheetOf } from '../hawala-import/test-support';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const sheet = JSON.parse(fixture('hawala-sheet-names.json').toString('utf8')) as { listed: [string, string][]; clear: string[] };

describe('sanctions screening: lists, holds, reviews', () => {
  let t: TestApp;
  let admin: string;
  let clerk: string;
  let operator: string;
  let api: ReturnType<typeof hawalaApi>;

  const uploadList = (file: Buffer, fileName: string, source = 'un', cookie = admin) => {
    const body = multipart([
      { name: 'source', value: source },
      { name: 'file', fileName, contentType: 'application/octet-stream', data: file },
    ]);
    return t.app.inject({ method: 'POST', url: '/api/compliance/sanctions-lists', headers: { cookie, ...body.headers }, payload: body.payload });
  };
  const reviews = async (status?: string) => (await t.app.inject({ method: 'GET', url: `/api/compliance/reviews${status ? `?status=${status}` : ''}`, headers: { cookie: admin } })).json().reviews as { id: number; status: string; score: string; subject: { kind: string; id: number; name: string; role: string }; entry: { reference: string } }[];
  const decide = (id: number, decision: 'release' | 'block', note = 'Checked the tazkira: another person') =>
    t.app.inject({ method: 'POST', url: `/api/compliance/reviews/${id}/${decision}`, headers: { cookie: admin }, payload: { note } });
  const importSheet = (rows: unknown[][]) => postFile(t, operator, 'import', { fileName: 'sheet.xlsx', data: sheetOf(rows) }, { mode: 'all' });
  const row = (no: string, sender: string, receiver: string) => [no, sender, receiver, '100', '85', 'AFN', '8500', 'Kabul', '1', '100'];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    admin = await t.cookieFor('admin');
    clerk = await t.cookieFor('user');
    operator = await t.cookieFor('operator');
    api = hawalaApi(t, clerk);
    await api.fixedAccount({ accountCode: '2001', accountName: 'London Partner', currencyId: USD, accountType: 'hawala_partner' });
  });
  afterAll(() => t.close());

  it('imports the UN consolidated list: every individual and entity, aliases in both scripts, dates of birth, a version with date and count', async () => {
    const reply = await uploadList(fixture('un-consolidated-list.xml'), 'consolidated.xml');
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ source: 'un', generatedOn: '2026-11-20T10:00:03.17Z', entryCount: 9, current: true, importedBy: 'admin' });
    const entries = await t.handle.db.select().from(sanctionsEntries);
    const akhund = entries.find((entry) => entry.reference === 'TAi.902')!;
    expect(akhund).toMatchObject({ kind: 'individual', name: 'MOHAMMAD HASSAN AKHUND', nationality: 'Afghanistan', datesOfBirth: ['1955', '1956', '1957', '1958'] });
    expect(akhund.aliases).toEqual(['MOHAMMAD HASSAN AKHUND', 'ملا محمد حسن آخوند', 'Mullah Mohammed Hasan']);
    expect(entries.find((entry) => entry.reference === 'TAe.952')).toMatchObject({ kind: 'entity', aliases: ['RAHMAT TRADING COMPANY', 'Rahmat Trading & Exchange'] });
    const lists = (await t.app.inject({ method: 'GET', url: '/api/compliance/sanctions-lists', headers: { cookie: admin } })).json().lists;
    expect(lists).toHaveLength(1);
  });

  it('refuses a bad file with a coded 400 and imports nothing of it', async () => {
    const bomb = Buffer.from('<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><CONSOLIDATED_LIST><INDIVIDUALS/></CONSOLIDATED_LIST>');
    const cases: [Buffer, string, string][] = [
      [bomb, 'un', 'compliance.listEntities'],
      [Buffer.from('<CONSOLIDATED_LIST><INDIVIDUALS><INDIVIDUAL><FIRST_NAME>A</FIRST_NAME></INDIVIDUALS>'), 'un', 'compliance.listMalformed'],
      [Buffer.from('<workbook><sheet/></workbook>'), 'un', 'compliance.listNotUn'],
      [Buffer.from('<CONSOLIDATED_LIST><INDIVIDUALS></INDIVIDUALS></CONSOLIDATED_LIST>'), 'un', 'compliance.listEmpty'],
      [Buffer.from('full name,born\nAhmad Karimi,1970\n'), 'local', 'compliance.listCsvHeader'],
      [Buffer.from('name\nA'), 'other', 'compliance.listKind'],
    ];
    for (const [file, source, code] of cases) {
      const reply = await uploadList(file, 'bad.xml', source);
      expect(reply.statusCode, `${code}: ${reply.body}`).toBe(400);
      expect(reply.json().code).toBe(code);
    }
    expect(await t.handle.db.select().from(sanctionsEntries)).toHaveLength(9);
    expect((await uploadList(fixture('un-consolidated-list.xml'), 'consolidated.xml', 'un', clerk)).statusCode).toBe(403);
  });

  it('finds every listed variant of the hawala sheet (recall 100 %) and reports precision', async () => {
    const rows = [...sheet.listed.map(([name], i) => row(`SC-L${i}`, 'Walk-in Sender', name)), ...sheet.clear.map((name, i) => row(`SC-C${i}`, 'Walk-in Sender', name))];
    const reply = await importSheet(rows);
    expect(reply.statusCode, reply.body).toBe(200);
    const open = await reviews('open');
    const found = new Map(open.filter((review) => review.subject.kind === 'hawalaImport').map((review) => [review.subject.name, review.entry.reference]));
    const truePositives = sheet.listed.filter(([name, reference]) => found.get(name) === reference).length;
    const falsePositives = sheet.clear.filter((name) => found.has(name)).length;
    const recall = truePositives / sheet.listed.length;
    const precision = truePositives / (truePositives + falsePositives);
    console.log(`screening proof: recall ${(recall * 100).toFixed(1)} % (${truePositives}/${sheet.listed.length}), precision ${(precision * 100).toFixed(1)} % (${falsePositives} of ${sheet.clear.length} near-misses flagged)`);
    expect(sheet.listed.filter(([name, reference]) => found.get(name) !== reference)).toEqual([]);
    expect(recall).toBe(1);
    expect(precision).toBeGreaterThanOrEqual(0.9);
    expect(reply.json().heldCount).toBe(truePositives + falsePositives);
  });

  it('holds an imported row: imported but not passable until a release; a release lets it pass and is remembered', async () => {
    const reply = await importSheet([row('SC-H1', 'John Smith', 'Mohammad Hasan Akhund'), row('SC-H2', 'John Smith', 'Ahmad Karimi')]);
    expect(reply.json()).toMatchObject({ importedCount: 2, heldCount: 1 });
    const [held] = await t.handle.db.select().from(hawalaDetails).where(eq(hawalaDetails.hawalaNo, 'SC-H1'));
    const [clear] = await t.handle.db.select().from(hawalaDetails).where(eq(hawalaDetails.hawalaNo, 'SC-H2'));
    const refused = await api.pass(held!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'compliance.held', message: 'Held for compliance review' });
    expect((await api.pass(clear!.id)).statusCode).toBe(200);

    const review = (await reviews('open')).find((item) => item.subject.id === held!.id)!;
    expect(review).toMatchObject({ subject: { kind: 'hawalaImport', role: 'receiver', name: 'Mohammad Hasan Akhund' }, entry: { reference: 'TAi.902' } });
    expect(Number(review.score)).toBeGreaterThanOrEqual(0.9);
    expect((await decide(review.id, 'release', '')).statusCode).toBe(400);
    const released = await decide(review.id, 'release');
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({ status: 'released', decidedBy: 'admin', note: 'Checked the tazkira: another person' });
    expect((await decide(review.id, 'block')).json().code).toBe('compliance.reviewDecided');
    expect((await api.pass(held!.id)).statusCode).toBe(200);

    // The same name against the same entry no longer alerts, on another row.
    const again = await importSheet([row('SC-H3', 'John Smith', 'Mohammad Hasan Akhund')]);
    expect(again.json()).toMatchObject({ importedCount: 1, heldCount: 0 });
  });

  it('a pool too busy to screen refuses the import with 503 and leaves no row of it', async () => {
    // Every place the pool admits is taken by a request that waits until this test lets it go.
    let letGo = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const crowd = Array.from({ length: poolThreads + poolQueue }, () => heavyRequest(() => held));
    try {
      const reply = await importSheet([row('SC-P1', 'John Smith', 'Fatimah Hussein Noori'), row('SC-P2', 'John Smith', 'Ahmad Karimi')]);
      expect(reply.statusCode, reply.body).toBe(503);
      expect(reply.json()).toMatchObject({ code: 'busy' });
    } finally {
      letGo();
      await Promise.all(crowd);
    }
    expect(await t.handle.db.select().from(hawalaDetails).where(inArray(hawalaDetails.hawalaNo, ['SC-P1', 'SC-P2']))).toEqual([]);
    expect((await importSheet([row('SC-P1', 'John Smith', 'Fatimah Hussein Noori')])).json()).toMatchObject({ importedCount: 1, heldCount: 1 });
  });

  it('a refused import never uses the pool up: after more refusals than the pool admits, the next import still screens', async () => {
    const invalid = [row('SC-X1', 'John Smith', 'Fatimah Hussein Noori'), ['SC-X2', 'John Smith', '', 'not a number']];
    for (let i = 0; i < poolThreads + poolQueue + 2; i++) {
      const refused = await importSheet(invalid);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'hawalaImport.invalidRows' });
    }
    expect(await t.handle.db.select().from(hawalaDetails).where(inArray(hawalaDetails.hawalaNo, ['SC-X1', 'SC-X2']))).toEqual([]);
    expect((await importSheet([row('SC-X1', 'John Smith', 'Fatimah Hussein Noori')])).json()).toMatchObject({ importedCount: 1, heldCount: 1 });
  });

  it('a block keeps the row held', async () => {
    await importSheet([row('SC-B1', 'Fatimah Hussein Noori', 'Ahmad Karimi')]);
    const [held] = await t.handle.db.select().from(hawalaDetails).where(eq(hawalaDetails.hawalaNo, 'SC-B1'));
    const review = (await reviews('open')).find((item) => item.subject.id === held!.id)!;
    expect((await decide(review.id, 'block', 'Same person: date of birth and father name match')).json()).toMatchObject({ status: 'blocked' });
    expect((await api.pass(held!.id)).json().code).toBe('compliance.held');
  });

  it('a re-import holds nothing it did not add: the stored row keeps its one review, and the answer counts no hold', async () => {
    const sheet = [row('SC-R1', 'John Smith', 'Fatimah Hussein Noori')];
    expect((await importSheet(sheet)).json()).toMatchObject({ importedCount: 1, heldCount: 1 });
    const [stored] = await t.handle.db.select().from(hawalaDetails).where(eq(hawalaDetails.hawalaNo, 'SC-R1'));
    const onRow = async () => (await reviews('open')).filter((item) => item.subject.id === stored!.id).length;
    expect(await onRow()).toBe(1);
    expect((await importSheet(sheet)).json()).toMatchObject({ importedCount: 0, duplicateCount: 1, heldCount: 0 });
    expect(await onRow()).toBe(1);
  });

  it('puts a listed account holder on hold: postings refused with a clear code until released', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/accounts', headers: { cookie: clerk }, payload: { accountName: 'Abdul Rahman', lastName: 'Zahid', currencyId: AFN, accountType: 'customer' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().accountStatus).toBe('on_hold');
    const id = created.json().id as number;
    const deposit = await t.app.inject({ method: 'POST', url: '/api/transactions', headers: { cookie: clerk, 'idempotency-key': 'scr-dep-1' }, payload: { transType: 'Credit', outAccountId: 11, inAccountId: id, currencyId: AFN, dAmount: '100', transDescription: 'deposit' } });
    expect(deposit.statusCode).toBe(400);
    expect(deposit.json().code).toBe('compliance.accountOnHold');
    // An edit cannot lift the hold.
    await t.app.inject({ method: 'PUT', url: `/api/accounts/${id}`, headers: { cookie: clerk }, payload: { accountStatus: 'active' } });
    expect((await t.handle.db.select().from(accounts).where(eq(accounts.id, id)))[0]!.accountStatus).toBe('on_hold');
    const review = (await reviews('open')).find((item) => item.subject.kind === 'account' && item.subject.id === id)!;
    expect((await decide(review.id, 'release')).statusCode).toBe(200);
    expect((await t.handle.db.select().from(accounts).where(eq(accounts.id, id)))[0]!.accountStatus).toBe('active');
    const hits = await t.handle.db.select().from(screeningHits).where(eq(screeningHits.subjectId, id));
    expect(hits.every((hit) => hit.status !== 'open')).toBe(true);
  });

  it('refuses a hawala we send to a listed walk-in receiver, keeping the hit for review', async () => {
    const before = (await reviews()).length;
    const payload = { senderName: 'Walk-in Customer', receiverName: 'Nasir ud-Din Haqqani', amount: '100', currency: 'USD', exchangeRate: '1', convertedAmount: '100', convertedCurrency: 'USD', commission: '0', paidFrom: 'cash' };
    const reply = await t.app.inject({ method: 'POST', url: '/api/hawala', headers: { cookie: clerk, 'idempotency-key': 'scr-send-1' }, payload });
    expect(reply.statusCode, reply.body).toBe(409);
    expect(reply.json().code).toBe('compliance.held');
    const after = await reviews();
    expect(after.length).toBe(before + 1);
    expect(after[0]).toMatchObject({ subject: { kind: 'hawala', role: 'walkInReceiver' }, entry: { reference: 'TAi.903' } });
    // A retry before the review adds no second hit.
    const retry = await t.app.inject({ method: 'POST', url: '/api/hawala', headers: { cookie: clerk, 'idempotency-key': 'scr-send-2' }, payload });
    expect(retry.statusCode).toBe(409);
    expect((await reviews()).length).toBe(before + 1);
  });

  it('refuses a walk-in exchange with a listed customer, keeping the hit for review; released, the same deal posts', async () => {
    const deal = (key: string, walkInName: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/transactions',
        headers: { cookie: clerk, 'idempotency-key': key },
        payload: { transType: 'Exchange', outAccountId: 11, inAccountId: 11, currencyId: USD, cCurrencyId: AFN, dAmount: '100', cAmount: '6875', exRate: '68.75', transDescription: 'walk-in', walkInName },
      });
    const before = (await reviews()).length;
    const refused = await deal('scr-walk-1', 'Nasir ud-Din Haqqani');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('compliance.held');
    const after = await reviews('open');
    const review = after.find((item) => item.subject.kind === 'walkIn')!;
    expect(review).toMatchObject({ subject: { kind: 'walkIn', role: 'walkInCustomer', name: 'Nasir ud-Din Haqqani' }, entry: { reference: 'TAi.903' } });
    expect((await reviews()).length).toBe(before + 1);
    // Nothing of the refused deal stands; an unlisted walk-in posts at once.
    expect((await deal('scr-walk-2', 'Ahmad Karimi')).statusCode).toBe(201);
    expect((await decide(review.id, 'release')).statusCode).toBe(200);
    expect((await deal('scr-walk-3', 'Nasir ud-Din Haqqani')).statusCode).toBe(201);
  });

  it('imports a local CSV list as a new version; the UN version stays in force beside it', async () => {
    const reply = await uploadList(Buffer.from('name,aliases,date_of_birth,reference\n"Karim Dad Popal","Karimdad Popalzai;کریم داد پوپل",1961,LOC-1\n'), 'local.csv', 'local');
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ source: 'local', entryCount: 1 });
    const result = await importSheet([row('SC-LOC1', 'Karimdad Popal', 'Ahmad Karimi'), row('SC-LOC2', 'Gul Agha Ishakzai', 'Ahmad Karimi')]);
    expect(result.json()).toMatchObject({ heldCount: 2 });
  });
});
