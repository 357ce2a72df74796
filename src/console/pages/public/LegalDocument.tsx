import { lazy, Suspense } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { loadLegalText, type LegalDocumentId } from './legalDocuments';

// react-markdown and its parser come with the first legal text shown, not with the sign-in.
const LegalMarkdown = lazy(() => import('./LegalMarkdown'));

function Loading() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={translate('app.public.legal.loading')} />
    </Box>
  );
}

/** One legal text, its file loaded once per session (static content: it never changes while open). */
export function LegalDocument({ id }: { id: LegalDocumentId }) {
  const { data } = useQuery({ queryKey: ['legalText', id], queryFn: () => loadLegalText(id), staleTime: Infinity, gcTime: Infinity });
  if (data === undefined) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <LegalMarkdown markdown={data} />
    </Suspense>
  );
}
