import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportHistoryItem } from '../../../domain/imports';
import type { ImportStatus } from '../../../domain/statuses';
import { ListTabs } from '../../components/list/ListTabs';
import { appliedParts, counted, formatCount } from './count';
import { ImportStatusChip } from './ImportStatusChip';
import { ChangesTable, RecordsTable } from './DetailsTables';
import { useImportDetails } from './useImports';

/**
 * Imports that did not finish: what they left applied, said in words (issue 34, IMPORT-32: leaving
 * the page pauses an import, and 10 minutes later it is 'Abandonado' with its rows kept).
 */
const STOPPED = new Set<ImportStatus>(['processing', 'cancelled', 'abandoned']);

/**
 * One import's details: its status, counts and error, why closeOthers was not applied and what it
 * left open; its rows (all, with error, with fields dropped, drafts with their missing fields),
 * each wrong one correctable inline; and the cases it changed.
 */
export function ImportDetailsDialog({ item, onClose }: { item: ImportHistoryItem; onClose: () => void }) {
  const translate = useTranslate();
  const [tab, setTab] = useState<'records' | 'changes'>('records');
  // The header's counts: the first page of all rows carries them.
  const details = useImportDetails(item.id, 1, 'all').data;
  const counts = details ?? item;
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="import-details-title">
      <DialogTitle id="import-details-title" sx={{ overflowWrap: 'anywhere' }}>
        {translate('app.import.details.title', { filename: item.filename })}
      </DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
          <ImportStatusChip status={counts.status} />
          {(['created', 'updated', 'closed', 'errors'] as const).map((key) => (
            <Typography key={key} variant="body2">
              {translate(`app.import.history.columns.${key}`)}:{' '}
              <strong>
                {formatCount(
                  {
                    created: counts.changesCreateCount,
                    updated: counts.changesUpdateCount,
                    closed: counts.changesClosedCount,
                    errors: counts.changesErrorCount,
                  }[key],
                )}
              </strong>
            </Typography>
          ))}
          {details ? (
            <Typography variant="body2">
              {translate('app.import.details.filter.invalid')}: <strong>{formatCount(details.invalidRecords)}</strong>
            </Typography>
          ) : null}
          {details ? (
            <Typography variant="body2">
              {translate('app.import.details.filter.draft')}: <strong>{formatCount(details.draftRecords ?? 0)}</strong>
            </Typography>
          ) : null}
        </Stack>
        {STOPPED.has(counts.status) ? (
          <Alert severity="info" role="status" sx={{ mb: 1 }}>
            {translate(`app.import.applied.details_${counts.status}`, appliedParts(translate, counts))}
          </Alert>
        ) : null}
        {details?.error ? <Alert severity="error">{details.error}</Alert> : null}
        {counts.closingBlockedBy ? (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {translate(`app.import.closing_blocked.${counts.closingBlockedBy}`, counted(counts.notClosedCount ?? 0))}
          </Alert>
        ) : null}
        <ListTabs
          tabs={[
            { value: 'records', label: 'app.import.details.records' },
            { value: 'changes', label: 'app.import.details.changes' },
          ]}
          value={tab}
          onChange={setTab}
          label="app.import.details.tabs_label"
        />
        <Box sx={{ pt: 1 }}>
          {tab === 'records' ? <RecordsTable item={item} /> : <ChangesTable importId={item.id} />}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{translate('app.import.modal.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
