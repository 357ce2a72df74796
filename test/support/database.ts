import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/connection';
import { seedDemoData } from '../../src/server/db/seed/demo';

/**
 * Every server test runs on a real database holding the demo data. Building one costs a few
 * seconds (PGlite's initdb, migrations, seed), so it is built ONCE per run and each test file
 * starts from a copy: a PGlite data-directory dump, or a PostgreSQL template database when
 * TEST_DATABASE_URL (or DATABASE_URL) points at a server.
 */
export const postgresUrl = () => process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const TEMPLATE_DB = 'recupera_test_template';

function withDatabaseName(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Builds the template; returns what test files need to copy it. */
export async function buildTemplate(dumpFile: string): Promise<void> {
  const url = postgresUrl();
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabaseName(url, TEMPLATE_DB) });
    await database.migrate();
    await seedDemoData(database.db);
    await database.close();
    return;
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedDemoData(database.db);
  const dump = await database.pglite!.dumpDataDir('none');
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

/**
 * CREATE DATABASE … TEMPLATE, retried while the template is busy (55006: two test workers copy it
 * at the same moment, or a closing connection has not left it yet).
 */
async function createFromTemplate(admin: pg.Client, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}

/** A fresh copy of the template for one test file. */
export async function openTestDatabase(dumpFile: string): Promise<Database> {
  const url = postgresUrl();
  if (url) {
    const name = `recupera_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await createFromTemplate(admin, name);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabaseName(url, name) });
    return {
      ...database,
      async close() {
        await database.close();
        const drop = new pg.Client({ connectionString: url });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      },
    };
  }
  const dump = new Blob([fs.readFileSync(dumpFile)]);
  return openDatabase({ loadDataDir: dump });
}
