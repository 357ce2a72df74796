import { useCallback, useState } from 'react';
import { getTokens, heldSession, onSessionChange, readClaims } from '../providers/session';
import { screenOwner, useSession } from './useSession';

/**
 * What a person typed into a dialog or the chat composer and has not sent yet, kept in this tab's
 * sessionStorage under its owner, the dialog and the record (`draft:<user>:<name>`): a reason
 * refused by a 401, offline or a 500 is there after signing in again, after the dialog closed and
 * opened again, after a reload (issue 35, docs/failure-paths.md "Nothing typed is lost").
 *
 * Dropped when it is sent (`clear`), when the person discards it ('Cancelar'), on 'Sair', and when
 * another user signs in over the held screen. Never a password: those stay in the dialog's memory.
 */
const PREFIX = 'draft:';

const keyOf = (owner: string | null, name: string | null) =>
  owner !== null && name !== null ? `${PREFIX}${owner}:${name}` : null;

function read(key: string | null): string {
  if (key === null) return '';
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function write(key: string | null, value: string) {
  if (key === null) return;
  try {
    if (value === '') sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage full or refused: the text still lives in the dialog's state.
  }
}

/** Drops every kept draft except `owner`'s (all of them when `owner` is null). */
export function dropDrafts(owner: string | null = null) {
  try {
    const keep = owner === null ? null : `${PREFIX}${owner}:`;
    for (let i = sessionStorage.length - 1; i >= 0; i--) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(PREFIX) && (keep === null || !key.startsWith(keep))) sessionStorage.removeItem(key);
    }
  } catch {
    // No storage: nothing kept.
  }
}

// 'Sair' here (nobody held): nothing of the user's stays. Another user signing in over a held
// screen: the held user's drafts go with the screen (docs/failure-paths.md).
onSessionChange((tokens, { droppedHeld }) => {
  if (!tokens && !heldSession()) dropDrafts();
  else if (tokens && droppedHeld) dropDrafts(readClaims(getTokens()?.accessToken)?.sub ?? null);
});

/**
 * A text kept as a draft: `[text, setText, clear]`. `name` says which dialog of which record
 * ('app.trackers.decision.reprove_title#12', 'chat:5:31'); a new name (another conversation in the
 * same composer) reads that one's draft.
 */
export function useDraft(name: string | null): [string, (text: string) => void, () => void] {
  const key = keyOf(screenOwner(useSession()), name);
  const [state, setState] = useState(() => ({ key, text: read(key) }));
  // Another record in the same component: its own draft, read while rendering (no flash of the old one).
  const current = state.key === key ? state : { key, text: read(key) };
  if (current !== state) setState(current);
  const setText = useCallback(
    (text: string) => {
      write(key, text);
      setState({ key, text });
    },
    [key],
  );
  const clear = useCallback(() => setText(''), [setText]);
  return [current.text, setText, clear];
}
