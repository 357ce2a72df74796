import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MailLink, OperatorLines } from '../../pages/public/OperatorFooter';
import { useOperator } from '../../pages/public/useOperator';

/**
 * The support channel and who runs the platform (configuration: SUPPORT_EMAIL, OPERATOR_*), for a
 * firm kept out of the console: 'Cadastro reprovado' and 'Confirme seu e-mail' (issue 35), each
 * with its own `lead` sentence (a key of the catalogue) before the address.
 */
export function SupportContact({ lead }: { lead: string }) {
  const translate = useTranslate();
  const { data } = useOperator();
  if (!data) return null;
  return (
    <Box
      component="aside"
      aria-label={translate('app.public.operator.contact_title')}
      sx={{ mt: 3, maxWidth: 520, overflowWrap: 'anywhere' }}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(lead)} <MailLink email={data.supportEmail} />
      </Typography>
      <OperatorLines operator={data} support={false} />
    </Box>
  );
}
