import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { errorText } from '../../../components/serverErrors';

/** 'Um problema aconteceu', the catalogue's text of the failure, and 'Tentar Novamente'. */
export function CaseListError({ error }: { error: unknown }) {
  const translate = useTranslate();
  const { refetch } = useListContext();
  return (
    <Box role="alert" sx={{ py: 6, textAlign: 'center' }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="p">
        {translate('app.cases.list.error')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {errorText(error)}
      </Typography>
      <Button variant="outlined" onClick={() => refetch()}>
        {translate('app.cases.list.retry')}
      </Button>
    </Box>
  );
}

/** No case in this tab with these filters. */
export function CaseListEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <InboxIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography variant="h6" component="p">
        {translate('app.cases.list.empty')}
      </Typography>
      <Typography color="text.secondary">{translate('app.cases.list.empty_hint')}</Typography>
    </Box>
  );
}
