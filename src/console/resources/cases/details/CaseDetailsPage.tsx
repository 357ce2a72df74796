import EditIcon from '@mui/icons-material/EditOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { isCaseAdmin } from '../../../../domain/roles';
import { useSession } from '../../../components/useSession';
import { isClosedCase } from '../../../../domain/cases';
import { CaseDetails } from './CaseDetails';
import { useCaseDetails } from './useCaseDetails';

/** /casos/{id}/detalhes: the same details as the drawer, on a page, with 'Editar' for case admins. */
export function CaseDetailsPage() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { roles } = useSession();
  const { data, refetch, isFetching } = useCaseDetails(id);
  const closed = data ? isClosedCase(data) : false;
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1, mb: 1 }}>
        <Tooltip title={translate('app.cases.details.refresh')}>
          <span>
            <IconButton aria-label={translate('app.cases.details.refresh')} onClick={() => refetch()} disabled={isFetching}>
              <RefreshIcon />
            </IconButton>
          </span>
        </Tooltip>
        {isCaseAdmin(roles) ? (
          <Tooltip title={closed ? translate('app.cases.actions.edit_closed') : ''}>
            <span>
              <Button variant="contained" size="medium" startIcon={<EditIcon />} component={LinkBase} to={`/casos/${id}/editar`} disabled={closed}>
                {translate('app.cases.details.edit')}
              </Button>
            </span>
          </Tooltip>
        ) : null}
      </Box>
      <CaseDetails id={id} />
    </Box>
  );
}
