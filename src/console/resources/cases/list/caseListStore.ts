import type { Store } from 'react-admin';
import { heldSession, onSessionChange } from '../../../providers/session';

/** The case list's parameters live under this key of its store (the spec's "list-params key"). */
export const CASE_LIST_STORE_KEY = 'cases.listParams';
const PREFIX = 'Recupera.';

type Callback = (value: unknown) => void;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(key: string): unknown {
  const raw = storage()?.getItem(PREFIX + key);
  if (raw == null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * A react-admin Store over sessionStorage: the case list keeps its tab, filters, sort and page
 * for the browser tab's session (spec 000 "kept for the session under a list-params key"), not
 * across browser restarts as the app's localStorage store would. Signing out clears it.
 */
export function sessionListStore(): Store & { clear: () => void } {
  const subscriptions = new Map<string, { key: string; callback: Callback }>();
  let nextId = 0;
  const publish = (key: string, value: unknown) =>
    [...subscriptions.values()].filter((s) => s.key === key).forEach((s) => s.callback(value));
  const keys = () => Object.keys(storage() ?? {}).filter((k) => k.startsWith(PREFIX));
  const removeWhere = (predicate: (key: string) => boolean) => {
    for (const full of keys()) {
      const key = full.slice(PREFIX.length);
      if (!predicate(key)) continue;
      storage()?.removeItem(full);
      publish(key, undefined);
    }
  };
  return {
    setup: () => undefined,
    teardown: () => undefined,
    getItem: <T>(key: string, defaultValue?: T) => (read(key) as T | undefined) ?? defaultValue,
    setItem: (key, value) => {
      if (value === undefined) storage()?.removeItem(PREFIX + key);
      else storage()?.setItem(PREFIX + key, JSON.stringify(value));
      publish(key, value);
    },
    removeItem: (key) => {
      storage()?.removeItem(PREFIX + key);
      publish(key, undefined);
    },
    removeItems: (keyPrefix) => removeWhere((key) => key.startsWith(keyPrefix)),
    reset: () => removeWhere(() => true),
    clear: () => removeWhere(() => true),
    subscribe: (key, callback) => {
      const id = String(nextId++);
      subscriptions.set(id, { key, callback });
      return () => subscriptions.delete(id);
    },
    listItems: (keyPrefix = '') =>
      Object.fromEntries(
        keys()
          .map((full) => full.slice(PREFIX.length))
          .filter((key) => key.startsWith(keyPrefix))
          .map((key) => [key, read(key)]),
      ),
  };
}

/** The one store of the case list, built once. */
export const caseListStore = sessionListStore();

// The next user of this browser tab starts from the default list; a session the server ended
// keeps the list as it was for its own user's return (providers/session.ts).
onSessionChange((tokens, { droppedHeld }) => {
  if (tokens ? droppedHeld : !heldSession()) caseListStore.clear();
});
