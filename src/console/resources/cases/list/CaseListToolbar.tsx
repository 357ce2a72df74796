import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import { LinkBase, useListContext, useTranslate } from 'react-admin';
import { hasPermission, isCaseAdmin, ROLE_RULES } from '../../../../domain/roles';
import { useSession } from '../../../components/useSession';
import { ExportCasesButton } from './ExportCasesButton';

/** Refresh (everyone), 'Exportar' (support and case admins) and 'Adicionar' → /casos/novo (case admins). */
export function CaseListToolbar() {
  const translate = useTranslate();
  const { refetch, isFetching } = useListContext();
  const { roles } = useSession();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, flexWrap: 'wrap', minWidth: 0 }}>
      <Tooltip title={translate('app.cases.list.refresh')}>
        <span>
          <IconButton aria-label={translate('app.cases.list.refresh')} onClick={() => refetch()} disabled={isFetching}>
            <RefreshIcon />
          </IconButton>
        </span>
      </Tooltip>
      {hasPermission(roles, ROLE_RULES.caseExport) ? <ExportCasesButton /> : null}
      {isCaseAdmin(roles) ? (
        <Button variant="contained" size="medium" startIcon={<AddIcon />} component={LinkBase} to="/casos/novo">
          {translate('app.cases.list.add')}
        </Button>
      ) : null}
    </Box>
  );
}
