// The demo dataset: written once, on an empty database, in one transaction. Deterministic content
// (seeded PRNG); only the dates follow the moment of the seed, so the demo always looks current.
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { users } from '../schema';
import { DEMO_PASSWORD, seedStaff } from './accounts';
import { seedPlans, seedTrackers, seedVerifications } from './appUsers';
import { buildCases, insertCases } from './cases';
import { seedChats } from './chats';
import type { SeedContext } from './context';
import { seedExtras } from './extras';
import { DemoFiles, demoFileContents, writeDemoFiles } from './files';
import type { FileStore } from '../../storage';
import { seedUploads } from './uploadRows';
import { planImports } from './importPlan';
import { seedImports } from './imports';
import { seedCategories, seedLawCompanies } from './lawCompanies';
import { Rng } from './random';
import { seedReports } from './reports';
import { buildTrackerRequests, insertTrackerRequests } from './trackerRequests';
import { seedWallet } from './wallet';

export const DEMO_SEED = 20240917;
/** Any number: serialises concurrent seeds (two processes starting on the same empty database). */
const SEED_LOCK = 727_001;

export interface SeedOptions {
  /**
   * Where to write the placeholder files the demo's photos, documents and avatars point at (the
   * server's store: DATA_DIR/uploads or S3). Without it the rows, `uploads` included, are the same, but no file is
   * written: enough for tests that only read rows.
   */
  storage?: FileStore;
  /** The moment every date is relative to (default: the first start, i.e. now). Same now, same rows. */
  now?: Date;
}

/** Seeds the demo data when the database has no user yet; answers whether it did. */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<boolean> {
  if (await hasUsers(db)) return false;
  const hashing = hash(DEMO_PASSWORD); // slow on purpose: once, shared by every demo user
  // The placeholder files are drawn while argon2 works on its thread, then compressed (and
  // written) in the background while the rows are built. Their `uploads` rows need their sizes,
  // so they are built even when no file is written.
  const contents = demoFileContents(DEMO_SEED);
  contents.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
  const passwordHash = await hashing;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasUsers(tx)) return false;
    // Awaited before the commit: a seeded database always has its files. Files left by an
    // earlier seed are kept when their bytes are the same.
    const storage = options.storage;
    const writing = storage ? contents.then((c) => writeDemoFiles(storage, c)) : null;
    writing?.catch(() => undefined); // as above
    const files = new DemoFiles(DEMO_SEED);
    const ctx: SeedContext = { db: tx, rng: new Rng(DEMO_SEED), now: options.now ?? new Date(), passwordHash, files };

    const companies = await seedLawCompanies(ctx);
    const categories = await seedCategories(ctx);
    const staff = await seedStaff(ctx, companies);
    const trackers = await seedTrackers(ctx);
    await seedPlans(ctx, trackers);
    await seedVerifications(ctx, trackers, staff);

    const plan = planImports(ctx.now, companies, staff);
    const cases = await buildCases(ctx, companies, categories, staff, plan);
    const built = await buildTrackerRequests(ctx, cases, trackers, staff);
    await insertCases(ctx, cases);
    await insertTrackerRequests(ctx, built);

    const demoTracker = trackers[0].id;
    const accepted = await seedReports(ctx, cases, built.requests, staff, demoTracker);
    await seedChats(ctx, cases, built.requests, staff, demoTracker);
    await seedImports(ctx, companies, categories, plan, cases);
    await seedWallet(ctx, trackers, accepted, staff);
    await seedExtras(ctx, { companies, staff, trackers, cases, requests: built.requests });
    await seedUploads(ctx, await contents, trackers, staff);
    await writing;
    return true;
  });
}

async function hasUsers(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}
