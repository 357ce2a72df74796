import { localStorageStore, type Store } from 'react-admin';
import { currentClaims, onSessionChange, STORAGE_KEY } from '../providers/session';

/** Store keys that belong to the device, not to the signed-in user. */
export const DEVICE_PREFERENCES = ['theme'] as const;

/**
 * Store keys kept per user, stored as `<key>.<user id>`: the collapsed sidebar is one person's
 * choice, not the next person's to sign in on the same browser. Signed out, the key itself.
 */
export const USER_PREFERENCES = ['sidebar.open'] as const;

type Callback = (value: unknown) => void;

const isUserPreference = (key: string) => (USER_PREFERENCES as readonly string[]).includes(key);
const isKept = (key: string) =>
  (DEVICE_PREFERENCES as readonly string[]).includes(key) ||
  USER_PREFERENCES.some((p) => key === p || key.startsWith(`${p}.`));

/**
 * react-admin's localStorage store, with two changes:
 * - a reset (react-admin resets the store on every logout) keeps the device's theme and every
 *   user's sidebar state, while list parameters and the like of the previous user go;
 * - the user preferences are read and written under the signed-in user's id, and their
 *   subscribers (react-admin's `useSidebarState`) hear the new user's value when the session
 *   changes (sign-in, sign-out, another tab).
 */
export function preferencesStore(
  version = '1',
  appKey = 'Recupera',
  userId = () => currentClaims()?.sub ?? null,
): Store {
  const store = localStorageStore(version, appKey);
  const keyOf = (key: string) => {
    const id = isUserPreference(key) ? userId() : null;
    return id ? `${key}.${id}` : key;
  };
  const subscribers = new Map<string, Set<Callback>>();
  const publish = (key: string, value: unknown) => subscribers.get(key)?.forEach((callback) => callback(value));
  const publishUserPreferences = () => USER_PREFERENCES.forEach((key) => publish(key, store.getItem(keyOf(key))));
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) publishUserPreferences();
  };
  let stopSession: (() => void) | null = null;
  return {
    ...store,
    setup() {
      store.setup();
      stopSession = onSessionChange(publishUserPreferences);
      window.addEventListener('storage', onStorage);
    },
    teardown() {
      store.teardown();
      stopSession?.();
      window.removeEventListener('storage', onStorage);
    },
    getItem: (key, defaultValue) => store.getItem(keyOf(key), defaultValue),
    setItem(key, value) {
      store.setItem(keyOf(key), value);
      if (isUserPreference(key)) publish(key, value);
    },
    removeItem(key) {
      store.removeItem(keyOf(key));
      if (isUserPreference(key)) publish(key, undefined);
    },
    subscribe(key, callback) {
      if (!isUserPreference(key)) return store.subscribe(key, callback);
      const set = subscribers.get(key) ?? new Set<Callback>();
      subscribers.set(key, set);
      set.add(callback as Callback);
      return () => set.delete(callback as Callback);
    },
    reset() {
      // Remove key by key rather than reset-and-restore, so the theme never flickers.
      const keys = Object.keys(store.listItems?.() ?? {});
      for (const key of keys) {
        if (!isKept(key)) store.removeItem(key);
      }
    },
  };
}

/** The app's one store, built once at module level like the providers. */
export const store = preferencesStore();
