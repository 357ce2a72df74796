import { Avatar, Box, Chip, Divider, Stack, Typography } from '@mui/material';
import type { VerificationDetails } from '../../../domain/appVerifications';
import { formatAddress, formatCpf, formatDate, formatDateTime, formatPhone } from '../../../domain/format';
import { FieldList, type FieldItem } from '../../components/FieldList';
import { EXPERIENCE_SCORE_LABELS, USER_STATUS_LABELS, VERIFICATION_STATUS_LABELS } from '../../../domain/statuses';
import { wrapAnywhere } from '../../components/LongText';

/**
 * The profile card of the 'Verificação' modal: who the user is, experience (spec §3 labels), the
 * verified document number (only role support receives it, spec §6), address, and the
 * verification's state with its reason and who decided last.
 */
export function ProfilePanel({ details }: { details: VerificationDetails }) {
  const { user, verification } = details;
  const key = (name: string) => `app.app_verifications.profile.${name}`;
  const facts: FieldItem[] = [
    { label: key('phone'), value: formatPhone(user.phone) },
    ...(user.document ? [{ label: key('document'), value: formatCpf(user.document) }] : []),
    {
      label: key('experience'),
      value: user.experienceScore == null ? null : EXPERIENCE_SCORE_LABELS[user.experienceScore],
    },
    { label: key('address'), value: formatAddress(user) },
    { label: key('created_at'), value: formatDate(user.createdAt) },
  ];
  const decision: FieldItem[] = verification
    ? [
        { label: key('updated_at'), value: formatDateTime(verification.updatedAt) },
        ...(verification.reason ? [{ label: key('reason'), value: verification.reason }] : []),
        ...(verification.verifier
          ? [{ label: key('verifier'), value: `${verification.verifier.name} (${verification.verifier.email})` }]
          : []),
      ]
    : [];
  return (
    <Stack spacing={1.5} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, height: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Avatar alt="">{user.name.charAt(0)}</Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, ...wrapAnywhere }}>
            {user.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
        </Box>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {verification ? (
          <Chip size="small" color="primary" label={VERIFICATION_STATUS_LABELS[verification.status]} />
        ) : null}
        <Chip size="small" variant="outlined" label={USER_STATUS_LABELS[user.status]} />
      </Stack>
      <FieldList items={facts} columns={1} />
      {verification ? (
        <>
          <Divider />
          <FieldList items={decision} columns={1} />
        </>
      ) : null}
    </Stack>
  );
}
