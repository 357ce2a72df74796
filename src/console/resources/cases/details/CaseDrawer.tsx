import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Divider, Drawer, IconButton, Tooltip, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { isCaseAdmin } from '../../../../domain/roles';
import { DisabledReason } from '../../../components/DisabledReason';
import { useSession } from '../../../components/useSession';
import { isClosedCase } from '../../../../domain/cases';
import { CaseDetails } from './CaseDetails';
import { useCaseDetails } from './useCaseDetails';

/** Spec 000 §9: the case drawer is 1000 px wide (the whole screen on narrower ones). */
export const CASE_DRAWER_WIDTH = 1000;

function Action({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip title={label}>
      <span>{children}</span>
    </Tooltip>
  );
}

/** The details in a side drawer over the list: refresh, edit (case admins), open in a new window, close. */
export function CaseDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const translate = useTranslate();
  const { roles } = useSession();
  const { data, refetch, isFetching } = useCaseDetails(id);
  const closed = data ? isClosedCase(data) : false;
  const t = (key: string) => translate(`app.cases.details.${key}`);
  return (
    <Drawer
      anchor="right"
      open={id !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: CASE_DRAWER_WIDTH, maxWidth: '100vw', bgcolor: 'background.default' },
          role: 'dialog',
          'aria-label': t('drawer_label'),
        },
      }}
    >
      {id !== null ? (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 2, py: 1, bgcolor: 'background.paper' }}>
            <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
              {t('drawer_label')}
            </Typography>
            <Action label={t('refresh')}>
              <IconButton aria-label={t('refresh')} onClick={() => refetch()} disabled={isFetching}>
                <RefreshIcon />
              </IconButton>
            </Action>
            {isCaseAdmin(roles) ? (
              <DisabledReason reason={closed ? translate('app.cases.actions.edit_closed') : null}>
                {(blocked) => {
                  const edit = (
                    <IconButton aria-label={t('edit')} component={LinkBase} to={`/casos/${id}/editar`} {...blocked}>
                      <EditIcon />
                    </IconButton>
                  );
                  return blocked ? edit : <Action label={t('edit')}>{edit}</Action>;
                }}
              </DisabledReason>
            ) : null}
            <Action label={t('open_new_window')}>
              <IconButton
                aria-label={t('open_new_window')}
                href={`/casos/${id}/detalhes`}
                target="_blank"
                rel="noopener"
              >
                <OpenInNewIcon />
              </IconButton>
            </Action>
            <Action label={t('close')}>
              <IconButton aria-label={t('close')} onClick={onClose}>
                <CloseIcon />
              </IconButton>
            </Action>
          </Box>
          <Divider />
          <Box sx={{ p: 2, overflowY: 'auto' }}>
            <CaseDetails id={id} />
          </Box>
        </>
      ) : null}
    </Drawer>
  );
}
