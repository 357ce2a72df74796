import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturbOn';
import ReplayIcon from '@mui/icons-material/Replay';
import { Box } from '@mui/material';
import type { ReactElement } from 'react';
import { isCaseAdmin } from '../../../../domain/roles';
import { useSession } from '../../../components/useSession';
import { canCloseCase, canReopenCase } from '../../../../domain/cases';
import type { CaseCloseStatus, CaseDetails } from '../../../../domain/cases';
import type { FocusTargets } from '../../../components/pageFocus';
import { ConfirmedButton } from './ConfirmedButton';
import { useCaseDataProvider, useCaseMutation } from './useCaseDetails';

/** The two ways a ready case ends, each its own button and confirmation. */
const CLOSES = [
  {
    status: 'completedSized',
    label: 'app.cases.close.seized',
    title: 'app.cases.close.seized_title',
    color: 'success',
    icon: <CheckCircleIcon />,
  },
  {
    status: 'completedNotSized',
    label: 'app.cases.close.not_seized',
    title: 'app.cases.close.not_seized_title',
    color: 'warning',
    icon: <DoNotDisturbIcon />,
  },
] as const satisfies readonly {
  status: CaseCloseStatus;
  label: string;
  title: string;
  color: string;
  icon: ReactElement;
}[];

/**
 * Case admins close a ready case as seized or not seized, and reopen a closed one; each after a
 * confirmation, pessimistically ('Caso encerrado com sucesso.', 'Caso reaberto com sucesso.').
 */
export function CaseLifecycleActions({ details, focusAfter }: { details: CaseDetails; focusAfter?: FocusTargets }) {
  const { roles } = useSession();
  const dataProvider = useCaseDataProvider();
  const close = useCaseMutation(
    (status: CaseCloseStatus) => dataProvider.closeCase(details.id, status),
    'app.cases.close.success',
  );
  const reopen = useCaseMutation(() => dataProvider.reopenCase(details.id), 'app.cases.reopen.success');
  if (!isCaseAdmin(roles)) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {canCloseCase(details)
        ? CLOSES.map(({ status, ...button }) => (
            <ConfirmedButton
              key={status}
              {...button}
              content="app.cases.close.content"
              confirm="app.cases.close.confirm"
              pending={close.isPending}
              focusAfter={focusAfter}
              onConfirm={() => close.mutateAsync(status)}
            />
          ))
        : null}
      {canReopenCase(details) ? (
        <ConfirmedButton
          label="app.cases.reopen.button"
          title="app.cases.reopen.title"
          content="app.cases.reopen.content"
          confirm="app.cases.reopen.confirm"
          color="primary"
          icon={<ReplayIcon />}
          pending={reopen.isPending}
          focusAfter={focusAfter}
          onConfirm={() => reopen.mutateAsync()}
        />
      ) : null}
    </Box>
  );
}
