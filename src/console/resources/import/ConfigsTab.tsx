import {
  Box,
  Button,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { OnceConfirm } from '../../components/busy/OnceConfirm';
import type { ImportConfig } from '../../../domain/imports';
import { formatDateTime } from '../../../domain/format';
import { IMPORT_CATEGORY_STRATEGY_LABELS } from '../../../domain/statuses';
import { ListEmpty, ListError, ListLoading } from '../../components/list/ListStates';
import { useFocusAfterAction } from '../../components/pageFocus';
import { ConfigFormDialog } from './ConfigFormDialog';
import { useImportConfigs, useRemoveConfig } from './useImports';

const ERROR_TEXTS = { title: 'app.import.error', retry: 'app.import.retry' };

/**
 * The Configurações tab: the company's configurations (name, category strategy, last change),
 * create, edit and remove (behind a confirmation). The form is ConfigFormDialog.
 */
export function ConfigsTab() {
  const translate = useTranslate();
  const configs = useImportConfigs();
  const remove = useRemoveConfig();
  const [editing, setEditing] = useState<ImportConfig | 'new' | null>(null);
  const [removing, setRemoving] = useState<ImportConfig | null>(null);
  // A removed configuration's row goes with its button: the focus goes to the next row's, or the
  // list (focusTargetsNear); after the form, back to what opened it.
  const focus = useFocusAfterAction();
  const open =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      focus.remember();
      set(value);
    };
  const closeRemove = () => {
    setRemoving(null);
    focus.restore();
  };
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
    } catch {
      // notified by the query client
    } finally {
      closeRemove();
    }
  };
  const rows = configs.data ?? [];
  return (
    <CardContent>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', pb: 1 }}>
        <Button variant="outlined" onClick={() => open(setEditing)('new')}>
          {translate('app.import.configs.add')}
        </Button>
      </Box>
      {configs.error ? (
        <ListError error={configs.error} onRetry={() => void configs.refetch()} {...ERROR_TEXTS} />
      ) : configs.isPending ? (
        <ListLoading />
      ) : rows.length === 0 ? (
        <ListEmpty text="app.import.configs.empty" hint="app.import.configs.empty_hint" />
      ) : (
        <TableContainer>
          <Table size="small" aria-label={translate('app.import.configs.table')}>
            <TableHead>
              <TableRow>
                {['name', 'strategy', 'updatedAt', 'actions'].map((key) => (
                  <TableCell key={key}>{translate(`app.import.configs.columns.${key}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((config) => (
                <TableRow key={config.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{config.name}</TableCell>
                  <TableCell>{IMPORT_CATEGORY_STRATEGY_LABELS[config.config.categoryStrategy]}</TableCell>
                  <TableCell>{formatDateTime(config.updatedAt)}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <Button
                        size="small"
                        onClick={() => open(setEditing)(config)}
                        aria-label={`${translate('app.import.configs.edit')} ${config.name}`}
                      >
                        {translate('app.import.configs.edit')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => open(setRemoving)(config)}
                        aria-label={`${translate('app.import.configs.remove')} ${config.name}`}
                      >
                        {translate('app.import.configs.remove')}
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing !== null ? (
        <ConfigFormDialog
          config={editing === 'new' ? null : editing}
          onClose={() => {
            setEditing(null);
            focus.restore();
          }}
        />
      ) : null}
      <OnceConfirm
        isOpen={removing !== null}
        loading={remove.isPending}
        title="app.import.configs.remove_title"
        content="app.import.configs.remove_content"
        translateOptions={{ name: removing?.name ?? '' }}
        confirm="app.import.configs.remove"
        confirmColor="warning"
        onConfirm={confirmRemove}
        onClose={closeRemove}
      />
    </CardContent>
  );
}
