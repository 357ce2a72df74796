import { Suspense, useState } from 'react';
import { ListBase, StoreContextProvider, useTranslate } from 'react-admin';
import { NoticeDrawer } from '../../../components/NoticeDrawer';
import { lazyPage } from '../../../components/lazyPage';
import { SerialFilters } from '../../../components/list/SerialFilters';
import { PageFrame } from '../../../components/PageFrame';
import type { PageProps } from '../../../layout/GuardedPage';
import { CASE_LIST_STORE_KEY, caseListStore } from './caseListStore';
import { CaseListView } from './CaseListView';

// The details drawer (and its Markdown renderer) loads when a row is first opened, not with the list.
// If its code cannot load, the notice opens where the drawer would (components/lazyPage.tsx).
const CaseDrawer = lazyPage(() => import('../details/CaseDrawer').then((m) => ({ default: m.CaseDrawer })), {
  size: 'inline',
  frame: (notice, { id, onClose }) => (
    <NoticeDrawer open={id !== null} onClose={onClose} label="app.cases.details.drawer_label">
      {notice}
    </NoticeDrawer>
  ),
});

const DEFAULT_SORT = { field: 'createdAt', order: 'DESC' } as const;
const DEFAULT_FILTER = { tab: 'active' };
// The table shows its own error state with 'Tentar Novamente'; no notification on top of it.
const QUERY_OPTIONS = { onError: () => undefined };

/**
 * /casos: the case list (spec 000 "Case list") under its H1. Its parameters (tab, filters, sort, page, page
 * size) are synced with the URL and kept in a session-scoped store; a row opens the details
 * drawer, which lives outside the list so the list's store is the list's alone.
 */
export function CaseListPage({ title }: PageProps) {
  const translate = useTranslate();
  const [openId, setOpenId] = useState<number | null>(null);
  // Mounted from the first opening on, so closing it keeps its exit transition.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const open = (id: number | null) => {
    if (id !== null) setDrawerUsed(true);
    setOpenId(id);
  };
  return (
    <PageFrame title={translate(title)}>
      <StoreContextProvider value={caseListStore}>
        <ListBase
          resource="seizure-requests"
          storeKey={CASE_LIST_STORE_KEY}
          sort={DEFAULT_SORT}
          perPage={10}
          filterDefaultValues={DEFAULT_FILTER}
          queryOptions={QUERY_OPTIONS}
        >
          <SerialFilters>
            <CaseListView onOpen={open} />
          </SerialFilters>
        </ListBase>
      </StoreContextProvider>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <CaseDrawer id={openId} onClose={() => setOpenId(null)} />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}
