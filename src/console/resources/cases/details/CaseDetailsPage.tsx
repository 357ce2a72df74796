import EditIcon from '@mui/icons-material/EditOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import { LinkBase, useTranslate, type HttpError } from 'react-admin';
import { useParams } from 'react-router-dom';
import { isCaseAdmin } from '../../../../domain/roles';
import { useSession } from '../../../components/useSession';
import { NotFoundPage } from '../../../pages/errors/NotFoundPage';
import { isClosedCase } from '../../../../domain/cases';
import { CaseDetails } from './CaseDetails';
import { useCaseDetails } from './useCaseDetails';

const isCaseId = (id: string) => /^[1-9]\d*$/.test(id) && Number.isSafeInteger(Number(id));

/**
 * /casos/{id}/detalhes: the same details as the drawer, on a page, with 'Editar' for case admins
 * once the case is loaded. An unknown id, a malformed one and another company's case (the API's
 * 404) are 'Página não encontrada', like an unknown route.
 */
export function CaseDetailsPage() {
  const { id = '' } = useParams();
  if (!isCaseId(id)) return <NotFoundPage />;
  return <CaseDetailsPageContent id={id} />;
}

function CaseDetailsPageContent({ id }: { id: string }) {
  const translate = useTranslate();
  const { roles } = useSession();
  const { data, error, refetch, isFetching } = useCaseDetails(id);
  if ((error as HttpError | null)?.status === 404) return <NotFoundPage />;
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
              <Button variant="contained" size="medium" startIcon={<EditIcon />} component={LinkBase} to={`/casos/${id}/editar`} disabled={!data || closed}>
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
