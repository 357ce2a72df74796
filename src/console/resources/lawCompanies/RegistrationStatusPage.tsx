import LogoutIcon from '@mui/icons-material/Logout';
import EditIcon from '@mui/icons-material/Edit';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { wrapAnywhere } from '../../components/LongText';
import { useGetIdentity, useTranslate } from 'react-admin';
import { lawCompanyAccessRefusal } from '../../../domain/lawCompanies';
import { formatDateTime } from '../../../domain/format';
import { PageTitle } from '../../components/PageTitle';
import { errorText } from '../../components/serverErrors';
import { useSession } from '../../components/useSession';
import { Logo } from '../../layout/Logo';
import type { RegisteredCompany, RegistrationState } from './registrationState';
import { ResubmitForm } from './ResubmitForm';
import { SupportContact } from './SupportContact';

export type { RegisteredCompany, RegistrationState } from './registrationState';
import { useSignOut } from '../../layout/useSignOut';

/**
 * The signed-in user's company is under review or was reproved (GET /auth/me): the shell shows
 * RegistrationStatusPage instead of itself; null otherwise (also while /auth/me loads).
 */
export function useRegistrationState(): {
  state: RegistrationState | null;
  waiting: boolean;
  refetch: () => Promise<RegistrationState | null>;
} {
  const { signedIn, lawCompanyId, gate } = useSession();
  // The same query as the user menu's (['auth', 'getIdentity']): no call of its own.
  const { identity, error, refetch } = useGetIdentity({ enabled: signedIn && lawCompanyId !== null });
  const state = stateOf(identity?.lawCompany);
  // The token says the company was kept out when it was signed: until /auth/me answers, neither
  // the shell (its admin menu would flash) nor a page with no name yet.
  const waiting = signedIn && gate !== null && !identity && !error;
  return {
    state,
    waiting,
    refetch: async () => stateOf((await refetch()).data?.lawCompany),
  };
}

function stateOf(lawCompany: unknown): RegistrationState | null {
  const company = lawCompany as RegisteredCompany | null | undefined;
  if (!company || company.status === 'blocked') return null;
  // An older answer without the flag counts as confirmed (the server always sends it now).
  const status =
    company.emailConfirmed === false
      ? 'confirmEmail'
      : company.status === 'pending' || company.status === 'reproved'
        ? company.status
        : null;
  return status
    ? {
        status,
        name: company.name,
        statusReason: company.statusReason ?? null,
        contactEmail: company.contactEmail ?? '',
        company,
      }
    : null;
}

/** While /auth/me answers for a user the token says is kept out: the page's frame, no menu. */
export function RegistrationWaiting() {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      aria-busy="true"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
      }}
    >
      <CircularProgress aria-label={translate('app.law_companies.registration.loading')} />
    </Box>
  );
}

/**
 * For the admin of a company under review ('Cadastro em análise') or reproved ('Cadastro
 * reprovado', with the reason): what the API answers every other call (auth/guard.ts), said on a
 * page of its own. 'Verificar novamente' asks again (approved: the console opens); 'Sair'.
 */
export function RegistrationStatusPage({
  state,
  onCheck,
}: {
  state: RegistrationState;
  onCheck: () => Promise<RegistrationState | null>;
}) {
  const translate = useTranslate();
  const signOut = useSignOut();
  const [checking, setChecking] = useState(false);
  const [checked, setChecked] = useState<string | null>(null);
  const [resubmitting, setResubmitting] = useState(false);
  // Only the company's admin may correct and resubmit (the API's rule too).
  const isAdmin = useSession().roles.includes('lawCompanyAdmin');
  const canResubmit = state.status === 'reproved' && isAdmin;
  const title = `app.law_companies.registration.${state.status}_title`;
  const check = async () => {
    setChecking(true);
    setChecked(null);
    try {
      const now = await onCheck();
      // Approved: the shell replaces this page. Still the same: say so, with the time asked.
      if (now?.status === state.status)
        setChecked(
          translate('app.law_companies.registration.unchanged', { time: formatDateTime(new Date()).slice(11) }),
        );
    } catch (error) {
      setChecked(errorText(error));
    } finally {
      setChecking(false);
    }
  };
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
        textAlign: 'center',
        bgcolor: 'background.default',
        // The company's name and the reason as long as the forms allow (150 and 300 characters,
        // maybe without a space) wrap inside the window instead of running off both sides (issue 25).
        '& > *': { maxWidth: '100%', ...wrapAnywhere },
      }}
    >
      <PageTitle title={title} />
      <Logo size={40} />
      <Typography variant="h4" component="h1" sx={{ mt: 4, fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      <Typography variant="subtitle1" sx={{ mt: 1, fontWeight: 600 }}>
        {state.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4, maxWidth: 480 }}>
        {lawCompanyAccessRefusal({
          status: state.status === 'reproved' ? 'reproved' : 'pending',
          statusReason: state.statusReason,
        })}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', justifyContent: 'center', rowGap: 1 }}>
        {state.status === 'pending' ? (
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void check()} loading={checking}>
            {translate('app.law_companies.registration.check')}
          </Button>
        ) : null}
        {/* The way forward first, as the primary action; 'Sair' is then the secondary one (issue 34). */}
        {canResubmit && !resubmitting ? (
          <Button variant="contained" color="primary" startIcon={<EditIcon />} onClick={() => setResubmitting(true)}>
            {translate('app.law_companies.resubmit.open')}
          </Button>
        ) : null}
        <Button
          variant={canResubmit ? 'outlined' : 'contained'}
          startIcon={<LogoutIcon />}
          onClick={() => void signOut()}
        >
          {translate('app.pages.nothing_here.sign_out')}
        </Button>
      </Stack>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 2, minHeight: '1.5em' }}>
        {checked}
      </Typography>
      {canResubmit && resubmitting ? <ResubmitForm company={state.company} onSent={onCheck} /> : null}
      {state.status === 'reproved' ? <SupportContact lead="app.law_companies.registration.contact" /> : null}
    </Box>
  );
}
