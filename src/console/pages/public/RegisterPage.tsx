import { Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import { HONEYPOT_FIELD } from '../../../domain/registrationTexts';
import { visuallyHidden } from '../../components/VisuallyHidden';
import { lazyPage } from '../../components/lazyPage';
import { FormAlert } from '../auth/FormAlert';
import { checkRegistration, loadSchemas } from './form/checks';
import { CompanyFields, companyValues } from './form/CompanyFields';
import { FieldGrid, FormSection, PasswordInput, SubmitButton } from './form/fields';
import { useLightForm } from './form/useLightForm';
import type { LegalPageKind } from './legalDocuments';
import { LinkButton, PublicTitle, usePublicNav } from './publicNav';
import { registerLawCompany } from './registerLawCompany';
import { ReplaceSessionDialog, signedInText } from './ReplaceSessionDialog';
import { TermsCheckbox } from './TermsCheckbox';
import { translate } from './texts';
import { useSignedInAccount, type SignedInAccount } from './useSignedInAccount';

// The terms and the privacy policy open in a dialog: its code (and the texts') comes with the
// first click; offline, the notice shows in its place, with 'Tentar Novamente' (nothing typed lost).
const LegalDialog = lazyPage(() => import('./LegalDialog').then((m) => ({ default: m.LegalDialog })), {
  size: 'inline',
});

const EMPTY = { ...companyValues(), acceptedTerms: false, password: '', confirmPassword: '' };

/**
 * /p/cadastro (spec 001 §2, §3, §5): a law firm registers itself. MUI and our code only (issue 27
 * item 2: no react-admin, form library, router, react-query; zod loads at the first check).
 * Checked with the server's schema; a 422 puts the server's messages on the fields (a CNPJ or
 * e-mail already registered); any other failure shows the catalogue's text. On success the
 * answer's tokens are stored and the new admin lands on /, where the review notice is, with
 * 'Cadastro realizado com sucesso!'. Somebody signed in in this browser is told so on the page and
 * asked on 'Cadastrar' before the new admin's session replaces theirs (which is then ended on the
 * server too).
 */
export function RegisterPage() {
  const go = usePublicNav();
  const [dialog, setDialog] = useState<LegalPageKind | null>(null);
  // Once opened, the dialog stays mounted (its closing transition, the text kept).
  const [dialogShown, setDialogShown] = useState(false);
  const openDialog = (kind: LegalPageKind) => {
    setDialogShown(true);
    setDialog(kind);
  };
  // The honeypot is read from the input itself: the schema's parsed values do not carry it.
  const honeypot = useRef<HTMLInputElement>(null);
  const registering = useRef(false);
  const signedIn = useSignedInAccount(registering);
  const [asking, setAsking] = useState<{ account: SignedInAccount; answer: (replace: boolean) => void } | null>(null);
  const replaceAllowed = (account: SignedInAccount) =>
    new Promise<boolean>((resolve) => setAsking({ account, answer: resolve }));
  const form = useLightForm(EMPTY, checkRegistration, async (data) => {
    // Read at this moment: another tab may have signed in or out since the page opened.
    if (signedIn && !(await replaceAllowed(signedIn))) return;
    registering.current = true;
    try {
      await registerLawCompany({ ...data, [HONEYPOT_FIELD]: honeypot.current?.value ?? '' });
    } finally {
      registering.current = false;
    }
    go('/', [{ message: 'app.public.register.success', type: 'success' }]);
  });

  // 'As senhas não são iguais.' as soon as both passwords are filled, not only on submit (the
  // schema's rule waits until every required field is filled).
  const password = String(form.values.password);
  const confirm = String(form.values.confirmPassword);
  const { setError } = form;
  useEffect(() => {
    if (!password && !confirm) return;
    let live = true;
    void loadSchemas().then(({ passwordsDiffer, PASSWORDS_DIFFER }) => {
      if (!live) return;
      const differ = passwordsDiffer({ password, confirmPassword: confirm });
      if (differ) setError('confirmPassword', differ);
      else setError('confirmPassword', undefined, PASSWORDS_DIFFER);
    });
    return () => {
      live = false;
    };
  }, [password, confirm, setError]);

  const t = (key: string) => translate(`app.public.register.${key}`);
  return (
    <>
      <PublicTitle title="app.pages.public.register.title" />
      <LinkButton to="/" startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 2 }}>
        {t('back')}
      </LinkButton>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {translate('app.pages.public.register.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('intro')}
      </Typography>
      {signedIn ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {signedInText(signedIn)} {t('signed_in_notice')}
        </Alert>
      ) : null}
      <form noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <CompanyFields form={form} emailHint={t('contact_email_hint')} />
        <FormSection title="app.public.register.access">
          <FieldGrid columns={2}>
            <PasswordInput
              {...form.text('password')}
              label={t('password')}
              required
              hint={t('password_hint')}
              htmlInput={{ autoComplete: 'new-password' }}
            />
            <PasswordInput
              {...form.text('confirmPassword')}
              label={t('confirm_password')}
              required
              htmlInput={{ autoComplete: 'new-password' }}
            />
          </FieldGrid>
        </FormSection>
        {/* The honeypot: out of sight, out of the tab order and of the accessibility tree. */}
        <Box aria-hidden sx={visuallyHidden}>
          <label>
            {t('honeypot')}
            <input ref={honeypot} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </Box>
        <TermsCheckbox
          checked={form.values.acceptedTerms === true}
          onChange={form.set('acceptedTerms')}
          error={form.errors.acceptedTerms}
          onOpen={openDialog}
        />
        <FormAlert ref={form.alertRef} message={form.failure} title={translate('app.errors.title')} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2, mt: 3, flexWrap: 'wrap' }}>
          <LinkButton to="/" variant="outlined">
            {t('back')}
          </LinkButton>
          <SubmitButton label={t('submit')} busy={form.busy} icon={<HowToRegIcon />} />
        </Box>
      </form>
      <ReplaceSessionDialog
        account={asking?.account ?? null}
        onAnswer={(replace) => {
          asking?.answer(replace);
          setAsking(null);
        }}
      />
      {dialog !== null || dialogShown ? (
        <Suspense fallback={null}>
          <LegalDialog kind={dialog} open={dialog !== null} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
