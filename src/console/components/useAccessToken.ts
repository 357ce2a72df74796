import { useSyncExternalStore } from 'react';
import { getTokens, onSessionChange } from '../providers/session';

const snapshot = () => getTokens()?.accessToken ?? '';
const subscribe = (onChange: () => void) => onSessionChange(onChange);

/** The stored access token ('' when signed out), re-rendering when it is refreshed or cleared. */
export const useAccessToken = () => useSyncExternalStore(subscribe, snapshot, snapshot);
