import { localStorageStore, type Store } from 'react-admin';

/** Store keys that belong to the device, not to the signed-in user. */
export const DEVICE_PREFERENCES = ['theme', 'sidebar.open'] as const;

/**
 * react-admin's localStorage store, except that a reset (react-admin resets the store on every
 * logout) keeps the device's preferences: the theme and the collapsed sidebar survive a logout
 * and a reload, while list parameters and the like of the previous user do not.
 */
export function preferencesStore(version = '1', appKey = 'Recupera'): Store {
  const store = localStorageStore(version, appKey);
  return {
    ...store,
    reset() {
      // Remove key by key rather than reset-and-restore, so the theme never flickers.
      const keys = Object.keys(store.listItems?.() ?? {});
      for (const key of keys) {
        if (!(DEVICE_PREFERENCES as readonly string[]).includes(key)) store.removeItem(key);
      }
    },
  };
}

/** The app's one store, built once at module level like the providers. */
export const store = preferencesStore();
