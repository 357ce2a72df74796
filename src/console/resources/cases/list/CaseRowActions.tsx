import EditIcon from '@mui/icons-material/EditOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { isCaseAdmin } from '../../../../domain/roles';
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
  const editLabel = translate(closed ? 'app.cases.actions.edit_closed' : 'app.cases.actions.edit');
  return (
    <>
      <Tooltip title={translate('app.cases.actions.details')}>
        <IconButton size="small" aria-label={translate('app.cases.actions.details')} onClick={() => onOpen(record.id)}>
          <VisibilityIcon />
        </IconButton>
      </Tooltip>
      {admin ? (
        <Tooltip title={editLabel}>
          <span>
            <IconButton
              size="small"
              aria-label={translate('app.cases.actions.edit')}
              component={LinkBase}
              to={`/casos/${record.id}/editar`}
              disabled={closed}
            >
              <EditIcon />
            </IconButton>
          </span>
        </Tooltip>
      ) : null}
      {admin ? <RemoveCaseButton record={record} /> : null}
    </>
  );
}
