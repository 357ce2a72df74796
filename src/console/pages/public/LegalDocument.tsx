import { Suspense } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ChunkNotice } from '../../components/ChunkBoundary';
import { ChunkLoadError, importChunk, lazyPage } from '../../components/lazyPage';
import { fillOperator } from '../../../domain/operator';
import { loadLegalText, type LegalDocumentId } from './legalDocuments';
import { OPERATOR_FALLBACK, useOperator } from './useOperator';

// react-markdown and its parser come with the first legal text shown, not with the sign-in.
const LegalMarkdown = lazyPage(() => import('./LegalMarkdown'), { size: 'inline' });

function Loading() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={translate('app.public.legal.loading')} />
    </Box>
  );
}

/**
 * One legal text, its file loaded once per session (static content: it never changes while open).
 * The text is a chunk too: if it cannot load, the same notice as a lazy piece's, in its place.
 */
export function LegalDocument({ id }: { id: LegalDocumentId }) {
  const { data, error, refetch } = useQuery({
    queryKey: ['legalText', id],
    queryFn: () => importChunk(() => loadLegalText(id)),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const operator = useOperator();
  if (error instanceof ChunkLoadError) return <ChunkNotice failure={error.failure} size="inline" onRetry={() => void refetch()} />;
  // The texts name the operator and its channels ({{supportEmail}}…): filled from the configuration.
  if (data === undefined || operator.isPending) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <LegalMarkdown markdown={fillOperator(data, operator.data ?? OPERATOR_FALLBACK)} />
    </Suspense>
  );
}
