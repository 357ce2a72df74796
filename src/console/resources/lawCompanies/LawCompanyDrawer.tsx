import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Divider,
  Drawer,
  FormControlLabel,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslate } from 'react-admin';
import { formatAddress, formatCnpj, formatDate, formatDateTime, formatPhone } from '../../../domain/format';
import {
  AWAITING_CONFIRMATION,
  awaitsConfirmation,
  LAW_COMPANY_REASON_MAX,
  lawCompanyActionLabel,
  lawCompanyReasonRequired,
  lawCompanyStatusChangeSchema,
  nextLawCompanyStatuses,
  STATUS_CHANGE_KINDS,
  type LawCompanyDetails,
  type LawCompanyHistoryEntry,
  type LawCompanySwitch,
} from '../../../domain/lawCompanies';
import { LAW_COMPANY_STATUS_LABELS, type LawCompanyStatus } from '../../../domain/statuses';
import { FieldList } from '../../components/FieldList';
import { ignoreFailure, useOnce } from '../../components/busy/useOnce';
import { ListError } from '../../components/list/ListStates';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder';
import { focusAfterAction, useFocusAfterAction } from '../../components/pageFocus';
import { ReasonDialog } from '../../components/list/ReasonDialog';
import { isConflict } from '../../providers/dependencies';
import { whatsappUrl } from '../../../domain/trackers';
import { onlyDigits } from '../../../domain/validators';
import { LawCompanyStatusChip } from './LawCompanyStatusChip';
import { useChangeLawCompanyStatus, useLawCompanyDetails, useLawCompanySwitch } from './useLawCompanyChanges';

const ACTION_KEYS = { Aprovar: 'approve', Reprovar: 'reprove', Bloquear: 'block', Desbloquear: 'unblock' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ py: 1.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function HistoryLine({ entry }: { entry: LawCompanyHistoryEntry }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.law_companies.details.${key}`);
  const isStatus = STATUS_CHANGE_KINDS.includes(entry.kind);
  // A corrected e-mail's from/to are the addresses themselves.
  const value = (v: string | null) =>
    isStatus
      ? v
        ? LAW_COMPANY_STATUS_LABELS[v as LawCompanyStatus]
        : null
      : entry.kind === 'emailChanged'
        ? v
        : v
          ? t(v)
          : null;
  const what =
    entry.kind === 'status'
      ? translate('app.law_companies.columns.status')
      : entry.kind === 'autoApprove' || entry.kind === 'shadowMode'
        ? t(entry.kind === 'autoApprove' ? 'auto_approve' : 'shadow_mode')
        : t(`kind_${entry.kind}`);
  const move = [value(entry.from), value(entry.to)].filter(Boolean).join(' → ');
  const meta = [formatDateTime(entry.at), entry.by ? translate('app.law_companies.details.by', { name: entry.by }) : '']
    .filter(Boolean)
    .join(' ');
  return (
    <ListItem disableGutters divider>
      <ListItemText
        primary={move ? `${what}: ${move}` : what}
        secondary={
          <>
            {meta}
            {entry.reason ? (
              <>
                <br />
                {`${t(entry.kind === 'resubmitted' ? 'resubmitted_reason' : 'status_reason')}: ${entry.reason}`}
              </>
            ) : null}
          </>
        }
      />
    </ListItem>
  );
}

function StatusActions({ company, status }: { company: LawCompanyDetails; status: RefObject<HTMLElement | null> }) {
  const translate = useTranslate();
  const [target, setTarget] = useState<LawCompanyStatus | null>(null);
  // Changed, the buttons change with the status: the focus goes to the new status; cancelled,
  // back to the button.
  const focus = useFocusAfterAction();
  const close = (changed: boolean) => {
    setTarget(null);
    focus.restore(changed ? () => [status.current] : undefined);
  };
  const change = useChangeLawCompanyStatus();
  const from = company.status;
  const key = target ? ACTION_KEYS[lawCompanyActionLabel(from, target) as keyof typeof ACTION_KEYS] : null;
  // Not for review yet: nothing to decide until the firm types its code (the server refuses too).
  if (awaitsConfirmation(company)) return <Alert severity="info">{AWAITING_CONFIRMATION}</Alert>;
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {nextLawCompanyStatuses(from).map((to) => (
          <Button
            key={to}
            size="medium"
            variant={to === 'active' ? 'contained' : 'outlined'}
            color={to === 'active' ? 'success' : 'error'}
            onClick={(event) => {
              focus.remember(event.currentTarget);
              setTarget(to);
            }}
          >
            {lawCompanyActionLabel(from, to)}
          </Button>
        ))}
      </Stack>
      {target && key ? (
        <ReasonDialog
          title={`app.law_companies.status.${key}_title`}
          label={
            lawCompanyReasonRequired(target)
              ? 'app.law_companies.status.reason'
              : 'app.law_companies.status.reason_optional'
          }
          confirm={lawCompanyActionLabel(from, target)}
          content={translate(`app.law_companies.status.${key}_content`, { name: company.name })}
          color={target === 'active' ? 'success' : 'error'}
          required={lawCompanyReasonRequired(target)}
          max={LAW_COMPANY_REASON_MAX}
          draftOf={company.id}
          parse={(reason) =>
            lawCompanyStatusChangeSchema.safeParse({ id: company.id, status: target, expectedStatus: from, reason })
          }
          onConfirm={async (body) => {
            try {
              await change.mutateAsync(body);
              close(true);
            } catch (error) {
              // Changed meanwhile: the details refresh, the notice says who and when; decide again.
              if (isConflict(error)) close(true);
              throw error;
            }
          }}
          onClose={() => close(false)}
        />
      ) : null}
    </>
  );
}

function Switches({ company }: { company: LawCompanyDetails }) {
  const translate = useTranslate();
  const toggle = useLawCompanySwitch(company.id);
  // One change at a time: a second click while in flight sends nothing.
  const change = useOnce((body: Parameters<typeof toggle.mutateAsync>[0]) => toggle.mutateAsync(body));
  const item = (which: LawCompanySwitch, checked: boolean, label: string) => (
    <FormControlLabel
      control={
        <Switch
          checked={checked}
          disabled={change.busy}
          onChange={(event, on) => {
            // Disabled while saving, the switch drops the focus: it gets it back once enabled.
            const input = event.target;
            focusAfterAction(() => [input]);
            void change.run({ which, action: on ? 'enable' : 'disable' }).catch(ignoreFailure);
          }}
        />
      }
      label={translate(`app.law_companies.details.${label}`)}
    />
  );
  return (
    <Stack>
      {item('autoApprove', company.enableTrackersAutoApprove, 'auto_approve')}
      {item('shadowMode', company.enableShadowMode, 'shadow_mode')}
    </Stack>
  );
}

/** A Brazilian phone to call: tel:+55 and its digits (a number without 10 or 11 digits is no link). */
const telUrl = (phone: string | null | undefined) => {
  const digits = onlyDigits(phone);
  return digits.length === 10 || digits.length === 11 ? `tel:+55${digits}` : null;
};

/** A contact as a link (e-mail, call, WhatsApp); a value that makes no link is plain text. */
function ContactLink({
  href,
  text,
  label,
  external = false,
}: {
  href: string | null;
  text: string;
  label?: string;
  external?: boolean;
}) {
  if (!href) return <>{text}</>;
  return (
    <Link
      href={href}
      aria-label={label}
      sx={{ overflowWrap: 'anywhere' }}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {text}
    </Link>
  );
}

function Details({ company }: { company: LawCompanyDetails }) {
  const translate = useTranslate();
  const key = (name: string) => `app.law_companies.details.${name}`;
  const t = (name: string) => translate(key(name));
  const status = useRef<HTMLElement>(null);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Box component="span" ref={status}>
          <LawCompanyStatusChip status={company.status} />
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
        >{`${t('created_at')} ${formatDate(company.createdAt)}`}</Typography>
      </Box>
      {company.statusReason ? (
        <Alert
          severity={company.status === 'active' ? 'info' : 'warning'}
          sx={{ mb: 1 }}
        >{`${t('status_reason')}: ${company.statusReason}`}</Alert>
      ) : null}
      <StatusActions company={company} status={status} />
      <Section title={t('company')}>
        <FieldList
          items={[
            { label: key('name'), value: company.name },
            { label: key('company_name'), value: company.companyName },
            { label: key('document'), value: formatCnpj(company.document) },
          ]}
        />
      </Section>
      <Divider />
      <Section title={t('contact')}>
        <FieldList
          items={[
            { label: key('contact_name'), value: company.contactName },
            {
              label: key('contact_email'),
              value: company.contactEmail ? (
                <ContactLink href={`mailto:${company.contactEmail}`} text={company.contactEmail} />
              ) : null,
            },
            {
              label: key('email_confirmation'),
              value: company.emailConfirmedAt
                ? translate(key('email_confirmed'), { date: formatDateTime(company.emailConfirmedAt) })
                : translate(key('email_unconfirmed')),
            },
            {
              label: key('contact_phone'),
              value: company.contactPhone ? (
                <ContactLink href={telUrl(company.contactPhone)} text={formatPhone(company.contactPhone)} />
              ) : null,
            },
            {
              label: key('contact_whatsapp'),
              value: company.contactWhatsapp ? (
                <ContactLink
                  href={whatsappUrl(company.contactWhatsapp)}
                  text={formatPhone(company.contactWhatsapp)}
                  label={translate('app.law_companies.details.whatsapp_open', {
                    phone: formatPhone(company.contactWhatsapp),
                  })}
                  external
                />
              ) : null,
            },
          ]}
        />
      </Section>
      <Divider />
      <Section title={t('address')}>
        <Typography variant="body2">
          {(company.address && formatAddress(company.address)) || t('no_address')}
        </Typography>
      </Section>
      <Divider />
      <Section title={t('settings')}>
        <Switches company={company} />
      </Section>
      <Divider />
      <Section title={t('history')}>
        {company.history.length ? (
          <List dense disablePadding>
            {company.history.map((entry) => (
              <HistoryLine key={entry.id} entry={entry} />
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('no_history')}
          </Typography>
        )}
      </Section>
    </>
  );
}

/** A law company's details: every field of spec §3, the address, the status actions, the switches and the history. */
export function LawCompanyDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const { data, error, refetch } = useLawCompanyDetails(id);
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 600 } } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 3, pt: 2 }}>
        <Typography
          id={titleId}
          variant="h6"
          component="h2"
          sx={{ flex: 1, fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {data?.name ?? translate('app.law_companies.details.loading')}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('app.law_companies.details.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: 3, pb: 3 }}>
        {error ? (
          <ListError
            error={error}
            onRetry={() => void refetch()}
            title="app.law_companies.error"
            retry="app.law_companies.retry"
          />
        ) : data ? (
          <Details company={data} />
        ) : (
          <LoadingPlaceholder label="app.law_companies.details.loading" spacing={1}>
            <Skeleton height={40} />
            <Skeleton height={160} />
          </LoadingPlaceholder>
        )}
      </Box>
    </Drawer>
  );
}
