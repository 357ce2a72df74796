/**
 * What /health knows of the disks (issue 39 item 3: PGlite on a full disk failed every write while
 * /health said ok, since a ping reads and never writes). A write refused by a full disk, by the
 * database (SQLSTATE 53100, both engines) or by the upload store (ENOSPC, EDQUOT, EROFS, EIO), marks
 * its store full, and /health answers 503 with `full: [...]`. The balancer then stops sending to this
 * node. The mark goes when a later write of the same store succeeds, or `windowMs` after the last
 * failure. A node taken out of the balancer gets no writes to prove the disk freed, so after the
 * window it says ok again and the next refused write marks it again.
 */
export type DiskStore = 'database' | 'files';

export const DISK_FULL_WINDOW_MS = 60_000;

export class DiskHealth {
  private readonly failedAt = new Map<DiskStore, number>();

  constructor(
    private readonly windowMs = DISK_FULL_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** A write of `store` was refused by its disk. */
  failed(store: DiskStore) {
    this.failedAt.set(store, this.now());
  }

  /** A write of `store` went through: its disk takes writes again. */
  wrote(store: DiskStore) {
    this.failedAt.delete(store);
  }

  /** The stores whose disk refused a write within the window and took none since, in a fixed order. */
  full(): DiskStore[] {
    const now = this.now();
    return (['database', 'files'] as const).filter((store) => {
      const at = this.failedAt.get(store);
      if (at === undefined) return false;
      if (now - at < this.windowMs) return true;
      this.failedAt.delete(store);
      return false;
    });
  }
}
