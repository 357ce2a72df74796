import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { BadgeName } from '../providers/types';

/** Spec 000 §7 / 001 §9: every 30 s, not in the background, up to 5 retries 5 s apart. */
export const BADGE_POLICY = {
  refetchInterval: 30_000,
  refetchIntervalInBackground: false,
  retry: 5,
  retryDelay: 5_000,
} as const;

export interface BadgeRequest {
  name: BadgeName;
  /** False for roles that may not see the badge: they never call an endpoint that would 403. */
  enabled: boolean;
}

/**
 * The counts behind a menu entry's badges, each its own query (`['badge', name]`) polled while
 * the tab is visible. A count is undefined until its first answer, after a failure, and when
 * disabled: no badge is shown then.
 */
export function useBadgeCounts(requests: BadgeRequest[]): (number | undefined)[] {
  const dataProvider = useDataProvider<AppDataProvider>();
  const results = useQueries({
    queries: requests.map(({ name, enabled }) => ({
      queryKey: ['badge', name],
      queryFn: () => dataProvider.badgeCount(name),
      enabled,
      ...BADGE_POLICY,
    })),
  });
  // react-admin's proxy answers {} instead of a count when the failure ended the session.
  return results.map((result, index) =>
    requests[index].enabled && typeof result.data === 'number' ? result.data : undefined,
  );
}
