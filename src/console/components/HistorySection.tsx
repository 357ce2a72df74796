import { Box, Button, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/format';
import type { HistoryEntry } from '../../domain/history';
import type { Json } from '../../domain/wire';
import { LoadingPlaceholder } from './LoadingPlaceholder';
import { errorText } from './serverErrors';

/**
 * 'Histórico' where a decision is made (issue 25 item 10): the record's audit rows from its
 * history endpoint, newest first, each 'what' with what changed or why, and 'dd/MM/yyyy HH:mm por
 * <name>' (America/Sao_Paulo). A compact section: its own heading, its own loading and error
 * state (with 'Tentar Novamente', in place: not an alert, the page's own work goes on), 'Nenhum registro' when empty. `queryKey` starts with the
 * resource it belongs to, so the screen's changes refresh it (providers/dependencies).
 */
export function HistorySection({
  queryKey,
  load,
  headingLevel = 'h3',
}: {
  queryKey: QueryKey;
  load: (signal: AbortSignal) => Promise<Json<HistoryEntry>[]>;
  headingLevel?: 'h2' | 'h3';
}) {
  const translate = useTranslate();
  const headingId = useId();
  const query = useQuery({ queryKey, queryFn: ({ signal }) => load(signal) });
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle1" component={headingLevel} sx={{ fontWeight: 600, mb: 0.5 }}>
        {translate('app.history.title')}
      </Typography>
      {query.error ? (
        // Not an alert: a secondary section that failed says so in place, without interrupting.
        <Box>
          <Typography variant="body2" color="error">
            {translate('app.history.error')} {errorText(query.error)}
          </Typography>
          <Button size="small" onClick={() => void query.refetch()}>
            {translate('app.history.retry')}
          </Button>
        </Box>
      ) : !query.data ? (
        <LoadingPlaceholder label="app.history.loading">
          <Skeleton variant="rounded" height={48} />
        </LoadingPlaceholder>
      ) : query.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.history.empty')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={translate('app.history.title')}>
          {query.data.map((entry) => (
            <ListItem key={entry.id} disableGutters divider>
              <ListItemText
                primary={entry.label}
                secondary={
                  <>
                    {entry.detail ? (
                      <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                        {entry.detail}
                      </Box>
                    ) : null}
                    {entry.by
                      ? translate('app.history.when_by', { when: formatDateTime(entry.at), name: entry.by })
                      : formatDateTime(entry.at)}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
