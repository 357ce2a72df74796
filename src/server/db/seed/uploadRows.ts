// The demo files' rows in `uploads` (files.ts makes the files; this needs the seed's context, which
// itself refers to files.ts: kept apart so the two do not import each other).
import { uploads } from '../schema';
import type { SeedContext, SeededTracker, Staff } from './context';
import type { DemoFileContent, Uploader } from './files';

/** One `uploads` row per demo file, so GET /content/<path> serves them. */
export async function seedUploads(
  ctx: SeedContext,
  files: DemoFileContent[],
  trackers: SeededTracker[],
  staff: Staff,
): Promise<void> {
  const uploaders: Record<Uploader, number> = {
    tracker: trackers[0].id,
    cases: staff.alfaCases,
    support: staff.support,
  };
  await ctx.db.insert(uploads).values(
    files.map((f) => ({
      path: f.path,
      originalName: f.originalName,
      mimeType: f.mimeType,
      size: f.bytes.length,
      uploadedById: uploaders[f.uploader],
      createdAt: ctx.now,
    })),
  );
}
