import LogoutIcon from '@mui/icons-material/Logout';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { lawCompanyAccessRefusal } from '../../../domain/lawCompanies';
import type { LawCompanyStatus } from '../../../domain/statuses';
import { PageTitle } from '../../components/PageTitle';
import { useSession } from '../../components/useSession';
import { Logo } from '../../layout/Logo';
import { useSignOut } from '../../layout/useSignOut';

/** The registration's state when the user's company may not use the console yet: under review or reproved. */
export interface RegistrationState {
  status: 'pending' | 'reproved';
  name: string;
  statusReason: string | null;
}

/**
 * The signed-in user's company is under review or was reproved (GET /auth/me): the shell shows
 * RegistrationStatusPage instead of itself; null otherwise (also while /auth/me loads).
 */
export function useRegistrationState(): { state: RegistrationState | null; refetch: () => void } {
  const { signedIn, lawCompanyId } = useSession();
  // The same query as the user menu's (['auth', 'getIdentity']): no call of its own.
  const { identity, refetch } = useGetIdentity({ enabled: signedIn && lawCompanyId !== null });
  const company = identity?.lawCompany as { name: string; status: LawCompanyStatus; statusReason?: string | null } | null | undefined;
  const state = company && (company.status === 'pending' || company.status === 'reproved')
    ? { status: company.status, name: company.name, statusReason: company.statusReason ?? null }
    : null;
  return { state, refetch: () => void refetch() };
}

/**
 * For the admin of a company under review ('Cadastro em análise') or reproved ('Cadastro
 * reprovado', with the reason): what the API answers every other call (auth/guard.ts), said on a
 * page of its own. 'Verificar novamente' asks again (approved: the console opens); 'Sair'.
 */
export function RegistrationStatusPage({ state, onCheck }: { state: RegistrationState; onCheck: () => void }) {
  const translate = useTranslate();
  const signOut = useSignOut();
  const title = `app.law_companies.registration.${state.status}_title`;
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', p: 3, textAlign: 'center', bgcolor: 'background.default' }}
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
        {lawCompanyAccessRefusal(state)}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', justifyContent: 'center', rowGap: 1 }}>
        {state.status === 'pending' ? (
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onCheck}>
            {translate('app.law_companies.registration.check')}
          </Button>
        ) : null}
        <Button variant="contained" startIcon={<LogoutIcon />} onClick={() => void signOut()}>
          {translate('app.pages.nothing_here.sign_out')}
        </Button>
      </Stack>
    </Box>
  );
}
