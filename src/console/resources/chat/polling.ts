import { CHAT_PING_MS, CHAT_POLL_MS } from '../../../domain/chat';

/**
 * How /mensagens polls (spec §7, §9): every `ms` while the browser tab shows, paused while it is
 * hidden, and at once when it shows again (react-query's focus manager listens to visibility).
 */
const every = (ms: number) =>
  ({ refetchInterval: ms, refetchIntervalInBackground: false, refetchOnWindowFocus: true }) as const;

export const LIST_POLLING = every(CHAT_POLL_MS);
export const PING_POLLING = every(CHAT_PING_MS);
