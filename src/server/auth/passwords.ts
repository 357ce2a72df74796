import { hash, verify } from '@node-rs/argon2';
import { ERROR_TEXTS } from '../../domain/errors';
import { ServiceError } from '../services/errors';

/**
 * At most `max` tasks at once; up to `maxWaiting` more wait their turn in arrival order, and past
 * that a task is refused at once (503) instead of joining an ever longer queue.
 */
export class Semaphore {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly max: number,
    readonly maxWaiting: number,
  ) {}

  /** Tasks running now and tasks waiting (for tests and logs). */
  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) {
      if (this.waiting.length >= this.maxWaiting) {
        // The server is busy, not the caller at fault: 503 with a short Retry-After.
        throw new ServiceError('unavailable', ERROR_TEXTS.unknown, undefined, 1);
      }
      // A finishing task hands its slot straight over (running stays counted), so no newcomer
      // can jump the queue between the release and the wake-up.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/**
 * argon2 work (19 MiB and a few tens of ms of CPU each) runs at most 2 at once per process, the
 * machine's core count: a flood of password checks waits its turn instead of taking every core
 * and thread-pool thread, and 64 waiting (about a second of work) is as long as the line gets.
 * See docs/security.md "Password hashing".
 */
export const argon2Slots = new Semaphore(2, 64);

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
export const hashPassword = (password: string) => argon2Slots.run(() => hash(password));

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  return argon2Slots.run(async () => {
    try {
      return await verify(hashed, password);
    } catch {
      return false;
    }
  });
}

// Verified against when the e-mail is unknown, so both answers take the same time.
let dummyHash: Promise<string> | undefined;
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password');
  // A refused (busy) first hash must not stay cached as the dummy forever.
  dummyHash.catch(() => (dummyHash = undefined));
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false);
}
