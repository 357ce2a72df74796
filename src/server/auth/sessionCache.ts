import type { Role } from '../../domain/roles';
import type { LawCompanyStatus, UserStatus } from '../../domain/statuses';

/** What the per-call session check reads (auth/guard.ts prepareSessionLookup). */
export interface SessionCheckRow {
  userId: number;
  revokedAt: Date | null;
  status: UserStatus;
  deletedAt: Date | null;
  roles: Role[];
  mustChangePassword: boolean;
  lawCompanyId: number | null;
  companyStatus: LawCompanyStatus | null;
  companyReason: string | null;
  emailConfirmedAt: Date | null;
  autoApprove: boolean | null;
  shadowMode: boolean | null;
}

/** The most session checks a process keeps; beyond it, it starts over. */
const MAX_KEPT = 20_000;

/**
 * Each session's check, kept until something it read changes (issue 27 item 3): a list call's
 * session check was a third of its statements. The database says when: every change to a
 * session, a user's rights or a law company's state notifies 'auth_changed' when it commits
 * (migration 0030), and the process forgets every kept check (`forget`). A change this process
 * answered itself is forgotten before its answer leaves (app.ts), so its own next call never
 * reads the old state; another process hears of it when the notification arrives (a
 * millisecond). While the process is not listening (starting, or its listening connection lost)
 * nothing is kept and every call reads the database, as before.
 */
export class SessionCache {
  private readonly kept = new Map<number, SessionCheckRow>();
  private listening = false;
  /** Bumped by every change: a check read while one arrived is not kept (it may predate it). */
  private generation = 0;

  /** Listening started (true) or stopped (false): either way, what was kept may be stale. */
  setListening(listening: boolean) {
    this.listening = listening;
    this.forget();
  }

  forget() {
    this.kept.clear();
    this.generation += 1;
  }

  async check(
    sessionId: number,
    read: () => Promise<SessionCheckRow | undefined>,
  ): Promise<SessionCheckRow | undefined> {
    if (!this.listening) return read();
    const known = this.kept.get(sessionId);
    if (known) return known;
    const generation = this.generation;
    const row = await read();
    if (row && generation === this.generation && this.listening) {
      if (this.kept.size >= MAX_KEPT) this.kept.clear();
      this.kept.set(sessionId, row);
    }
    return row;
  }

  get isListening() {
    return this.listening;
  }

  /** How many checks are kept (tests). */
  get size() {
    return this.kept.size;
  }
}
