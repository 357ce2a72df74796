import { Box, Link, Typography } from '@mui/material';
import type { OperatorInfo } from '../../../domain/operator';
import { translate } from './texts';
import { useOperator } from './useOperator';

/** 'suporte@…' as a mailto link. */
export const MailLink = ({ email }: { email: string }) => <Link href={`mailto:${email}`}>{email}</Link>;

/** The operator's lines: who runs the platform, the support channel and the encarregado (LGPD art. 41). */
export function OperatorLines({ operator, support = true }: { operator: OperatorInfo; support?: boolean }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {translate('app.public.operator.run_by', { name: operator.name, cnpj: operator.cnpj, address: operator.address })}
      </Typography>
      {support ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.public.operator.support')} <MailLink email={operator.supportEmail} />
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {translate('app.public.operator.dpo', { name: operator.dpoName })} <MailLink email={operator.dpoEmail} />
      </Typography>
    </>
  );
}

/** The public area's footer (issue 26 item 4): nothing while it loads or if it cannot be read. */
export function OperatorFooter() {
  const { data } = useOperator();
  if (!data) return null;
  return (
    <Box component="footer" sx={{ px: { xs: 3, sm: 5 }, pb: 3, pt: 2, borderTop: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
      <OperatorLines operator={data} />
    </Box>
  );
}
