import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useDelete, useTranslate } from 'react-admin';
import { useRefreshAfter } from '../../../providers/dependencies';
import { OnceConfirm } from '../../../components/busy/OnceConfirm';
import { useFocusAfterAction } from '../../../components/pageFocus';
import { useCaseNotify } from '../components/useCaseNotify';
import type { CaseListItem } from '../../../../domain/cases';

/**
 * Removes a case after the spec's confirmation (its trackers are notified, pending requests
 * rejected and notified). Pessimistic: the row goes when the server has removed it, and what
 * depends on the case refreshes (providers/dependencies).
 */
export function RemoveCaseButton({ record }: { record: CaseListItem }) {
  const translate = useTranslate();
  const notify = useCaseNotify();
  const [open, setOpen] = useState(false);
  const refresh = useRefreshAfter('seizure-requests');
  const [remove, { isPending }] = useDelete();
  // The row goes with its button: the focus goes to the next row's same button (or the list).
  const focus = useFocusAfterAction();
  const close = () => {
    setOpen(false);
    focus.restore();
  };
  // Resolves with the answer, so the confirmation stays busy (one DELETE) until it arrives.
  const confirm = () =>
    remove(
      'seizure-requests',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        returnPromise: true,
        onSuccess: () => {
          close();
          notify.success('app.cases.remove.success');
          // Its requests were rejected and its reports leave the pending tabs and badges.
          void refresh();
        },
        // The failure is announced by the query client's one notice ('Erro' + the catalogue's text).
        onError: close,
      },
    );
  const label = translate('app.cases.actions.remove');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          color="error"
          onClick={(event) => {
            focus.remember(event.currentTarget);
            setOpen(true);
          }}
        >
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      <OnceConfirm
        isOpen={open}
        loading={isPending}
        title="app.cases.remove.title"
        content="app.cases.remove.content"
        confirm="app.cases.remove.confirm"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}
