import EditIcon from '@mui/icons-material/EditOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, IconButton, Tooltip } from '@mui/material';
import { LinkBase, useTranslate, type HttpError } from 'react-admin';
import { useParams } from 'react-router-dom';
import { isCaseAdmin } from '../../../../domain/roles';
import { DisabledReason } from '../../../components/DisabledReason';
import { PageFrame } from '../../../components/PageFrame';
import { useSession } from '../../../components/useSession';
import type { PageProps } from '../../../layout/GuardedPage';
import { NotFoundPage } from '../../../pages/errors/NotFoundPage';
import { isClosedCase } from '../../../../domain/cases';
import { CaseDetails } from './CaseDetails';
import { useCaseDetails } from './useCaseDetails';

const isCaseId = (id: string) => /^[1-9]\d*$/.test(id) && Number.isSafeInteger(Number(id));

/**
 * /casos/{id}/detalhes: the same details as the drawer, on a page under its H1 ('Detalhes do
 * Caso'), with 'Editar' for case admins once the case is loaded (on a closed case, focusable and
 * saying why it cannot be used). An unknown id, a malformed one and another company's case (the API's
 * 404) are 'Página não encontrada', like an unknown route.
 */
export function CaseDetailsPage({ title }: PageProps) {
  const { id = '' } = useParams();
  if (!isCaseId(id)) return <NotFoundPage />;
  return <CaseDetailsPageContent id={id} title={title} />;
}

function CaseDetailsPageContent({ id, title }: { id: string; title: string }) {
  const translate = useTranslate();
  const { roles } = useSession();
  const { data, error, refetch, isFetching } = useCaseDetails(id);
  if ((error as HttpError | null)?.status === 404) return <NotFoundPage />;
  const closed = data ? isClosedCase(data) : false;
  const actions = (
    <>
      <Tooltip title={translate('app.cases.details.refresh')}>
        <span>
          <IconButton
            aria-label={translate('app.cases.details.refresh')}
            onClick={() => refetch()}
            disabled={isFetching}
          >
            <RefreshIcon />
          </IconButton>
        </span>
      </Tooltip>
      {isCaseAdmin(roles) ? (
        <DisabledReason reason={closed ? translate('app.cases.actions.edit_closed') : null}>
          {(blocked) => (
            <Button
              variant="contained"
              size="medium"
              startIcon={<EditIcon />}
              component={LinkBase}
              to={`/casos/${id}/editar`}
              disabled={!data}
              {...blocked}
            >
              {translate('app.cases.details.edit')}
            </Button>
          )}
        </DisabledReason>
      ) : null}
    </>
  );
  return (
    <PageFrame title={translate(title)} actions={actions} maxWidth={1200}>
      <CaseDetails id={id} />
    </PageFrame>
  );
}
