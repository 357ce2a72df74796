import { useState } from 'react';
import { Box, Button, Link, Typography } from '@mui/material';
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
        {translate('app.public.operator.run_by', {
          name: operator.name,
          cnpj: operator.cnpj,
          address: operator.address,
        })}
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

/**
 * The public area's footer (issue 26 item 4): nothing while it loads; if it cannot be read, says
 * so with 'Tentar Novamente' (the legal texts then point to the footer, issue 34).
 */
export function OperatorFooter() {
  const { data, isPending, retry } = useOperator();
  const [retrying, setRetrying] = useState(false);
  if (isPending) return null;
  const again = () => {
    setRetrying(true);
    void retry().finally(() => setRetrying(false));
  };
  return (
    <Box
      component="footer"
      sx={{ px: { xs: 3, sm: 5 }, pb: 3, pt: 2, borderTop: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}
    >
      {data ? (
        <OperatorLines operator={data} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('app.public.operator.unavailable')}
          </Typography>
          <Button size="small" onClick={again} loading={retrying} sx={{ mt: 1 }}>
            {translate('app.public.operator.retry')}
          </Button>
        </>
      )}
    </Box>
  );
}
