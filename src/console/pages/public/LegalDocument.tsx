import { useEffect, useState } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { ChunkNotice } from '../../components/ChunkBoundary';
import { ChunkLoadError, importChunk } from '../../components/lazyPageErrors';
import { loadLegalText, type LegalDocumentId } from './legalDocuments';
import { LegalMarkdown } from './LegalMarkdown';
import { translate } from './texts';
import { fillOperatorText, useOperator } from './useOperator';

function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={translate('app.public.legal.loading')} />
    </Box>
  );
}

/** The texts read this session (static content: it never changes while open); a failure is not kept. */
const texts = new Map<LegalDocumentId, string>();

/** A legal text's file, loaded once per session: the text, or the failure that kept it away. */
function useLegalText(id: LegalDocumentId) {
  // What the last load of `id` ended in: read (the text is in `texts`) or a failure.
  const [outcome, setOutcome] = useState<{ id: LegalDocumentId; error?: unknown; attempt: number }>({ id, attempt: 0 });
  const attempt = outcome.id === id ? outcome.attempt : 0;
  useEffect(() => {
    if (texts.has(id)) return;
    let live = true;
    importChunk(() => loadLegalText(id)).then(
      (text) => {
        texts.set(id, text);
        if (live) setOutcome({ id, attempt });
      },
      (error: unknown) => live && setOutcome({ id, error, attempt }),
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);
  const retry = () => setOutcome({ id, attempt: attempt + 1 });
  return { data: texts.get(id), error: outcome.id === id ? outcome.error : undefined, retry };
}

/**
 * One legal text. The text is a chunk too: if it cannot load, the same notice as a lazy piece's,
 * in its place. MUI only (issue 27 item 2).
 */
export function LegalDocument({ id }: { id: LegalDocumentId }) {
  const { data, error, retry } = useLegalText(id);
  const operator = useOperator();
  if (error instanceof ChunkLoadError) return <ChunkNotice failure={error.failure} size="inline" onRetry={retry} />;
  // The texts name the operator and its channels ({{supportEmail}}…): filled from the configuration.
  if (data === undefined || operator.isPending) return <Loading />;
  return <LegalMarkdown markdown={fillOperatorText(data, operator.data)} />;
}
