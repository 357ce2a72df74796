import EditIcon from '@mui/icons-material/EditOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { isCaseAdmin } from '../../../../domain/roles';
import { DisabledReason } from '../../../components/DisabledReason';
import { useSession } from '../../../components/useSession';
import { isClosedCase } from '../../../../domain/cases';
import type { CaseListItem } from '../../../../domain/cases';
import { RemoveCaseButton } from './RemoveCaseButton';

/** Details (everyone: the drawer); edit and remove (case admins only). */
export function CaseRowActions({ record, onOpen }: { record: CaseListItem; onOpen: (id: number) => void }) {
  const translate = useTranslate();
  const { roles } = useSession();
  const admin = isCaseAdmin(roles);
  const closed = isClosedCase(record);
  return (
    <>
      <Tooltip title={translate('app.cases.actions.details')}>
        <IconButton size="small" aria-label={translate('app.cases.actions.details')} onClick={() => onOpen(record.id)}>
          <VisibilityIcon />
        </IconButton>
      </Tooltip>
      {admin ? (
        <DisabledReason reason={closed ? translate('app.cases.actions.edit_closed') : null}>
          {(blocked) => {
            const button = (
              <IconButton
                size="small"
                aria-label={translate('app.cases.actions.edit')}
                component={LinkBase}
                to={`/casos/${record.id}/editar`}
                {...blocked}
              >
                <EditIcon />
              </IconButton>
            );
            // Blocked, the reason is the tooltip; otherwise the name, as the other icons.
            return blocked ? button : <Tooltip title={translate('app.cases.actions.edit')}>{button}</Tooltip>;
          }}
        </DisabledReason>
      ) : null}
      {admin ? <RemoveCaseButton record={record} /> : null}
    </>
  );
}
