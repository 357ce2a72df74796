import { Avatar, Box, Chip, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { VerificationDetails } from '../../../domain/appVerifications';
import { formatCpf, formatDate, formatDateTime, formatPhone, formatZipcode } from '../../../domain/format';
import { EXPERIENCE_SCORE_LABELS, USER_STATUS_LABELS, VERIFICATION_STATUS_LABELS } from '../../../domain/statuses';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

/**
 * The profile card of the 'Verificação' modal: who the user is, experience (spec §3 labels), the
 * verified document number (only role support receives it, spec §6), address, and the
 * verification's state with its reason and who decided last.
 */
export function ProfilePanel({ details }: { details: VerificationDetails }) {
  const { user, verification } = details;
  const address = [user.street, user.number, user.complement, user.neighborhood, user.city && `${user.city}${user.state ? `/${user.state}` : ''}`, user.zipcode && formatZipcode(user.zipcode)]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack spacing={1.5} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, height: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Avatar alt="">{user.name.charAt(0)}</Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {user.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
        </Box>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {verification ? <Chip size="small" color="primary" label={VERIFICATION_STATUS_LABELS[verification.status]} /> : null}
        <Chip size="small" variant="outlined" label={USER_STATUS_LABELS[user.status]} />
      </Stack>
      <Field label="app.app_verifications.profile.phone" value={formatPhone(user.phone)} />
      {user.document ? <Field label="app.app_verifications.profile.document" value={formatCpf(user.document)} /> : null}
      <Field label="app.app_verifications.profile.experience" value={user.experienceScore == null ? null : EXPERIENCE_SCORE_LABELS[user.experienceScore]} />
      <Field label="app.app_verifications.profile.address" value={address} />
      <Field label="app.app_verifications.profile.created_at" value={formatDate(user.createdAt)} />
      {verification ? (
        <>
          <Divider />
          <Field label="app.app_verifications.profile.updated_at" value={formatDateTime(verification.updatedAt)} />
          {verification.reason ? <Field label="app.app_verifications.profile.reason" value={verification.reason} /> : null}
          {verification.verifier ? <Field label="app.app_verifications.profile.verifier" value={`${verification.verifier.name} (${verification.verifier.email})`} /> : null}
        </>
      ) : null}
    </Stack>
  );
}
