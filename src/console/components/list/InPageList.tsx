import type { ReactNode } from 'react';
import { ListBase, type ListControllerProps } from 'react-admin';
import { SerialFilters } from './SerialFilters';

const noNotification = () => undefined;

/**
 * The list-controller options of a list that lives inside a page (a section of the case
 * details, a dashboard tab, /aprovacao-automatica): its tab, filters and page are its own
 * (not in the URL, not kept in the store); the page's guard has already decided who may see it
 * (the same canAccess), so the controller does not ask again; a failure shows in the list's
 * error state, not as a notification too.
 */
export const IN_PAGE_LIST = {
  disableSyncWithLocation: true,
  // No sort field: the API orders by the tab's default (a screen that sorts says so).
  sort: { field: '', order: 'DESC' },
  storeKey: false,
  disableAuthentication: true,
  queryOptions: { onError: noNotification },
} as const satisfies ListControllerProps;

/**
 * react-admin's ListBase with IN_PAGE_LIST: the list controller and its context for the children,
 * whose filter changes apply one after the other (SerialFilters).
 */
export function InPageList({ children, queryOptions, ...props }: ListControllerProps & { children: ReactNode }) {
  return (
    <ListBase {...IN_PAGE_LIST} {...props} queryOptions={{ ...IN_PAGE_LIST.queryOptions, ...queryOptions }}>
      <SerialFilters>{children}</SerialFilters>
    </ListBase>
  );
}
