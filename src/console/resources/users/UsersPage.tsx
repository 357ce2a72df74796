import { ListSearchField } from '../../components/list/ListSearchField';
import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { OnceConfirm } from '../../components/busy/OnceConfirm';
import { shownRoles, USER_EXPORT_NAMES, USER_SEARCH_MAX, type AdminUser } from '../../../domain/users';
import { DisabledReason } from '../../components/DisabledReason';
import { textCell } from '../../components/LongText';
import { InPageList } from '../../components/list/InPageList';
import { ListExportButton } from '../../components/list/ListExportButton';
import { ListPagination } from '../../components/list/ListPagination';
import { ListBody, ListEmpty } from '../../components/list/ListStates';
import { PageFrame } from '../../components/PageFrame';
import { useFocusAfterAction } from '../../components/pageFocus';
import { useSession } from '../../components/useSession';
import type { PageProps } from '../../layout/GuardedPage';
import { useTermFilter } from '../trackers/section/sectionList';
import { UserFormDialog } from './UserFormDialog';
import { useRemoveUser, useResendPassword } from './useUserChanges';

const ERROR_TEXTS = { title: 'app.users.error', retry: 'app.users.retry' };

type Ask = { kind: 'resend' | 'remove'; user: AdminUser } | null;

/** The export's file name: the support staff's (/suporte) or the company's users (/usuarios). */
const exportName = (resource: string) => USER_EXPORT_NAMES[resource === 'support-users' ? 'support' : 'lawCompany'];

function UserRowActions({
  user,
  self,
  onEdit,
  onAsk,
}: {
  user: AdminUser;
  self: boolean;
  onEdit: () => void;
  onAsk: (ask: Ask) => void;
}) {
  const translate = useTranslate();
  const reason = self ? translate('app.users.not_on_yourself') : null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button size="small" onClick={onEdit}>
        {translate('app.users.edit')}
      </Button>
      <DisabledReason reason={reason}>
        {(blocked) => (
          <Button size="small" onClick={() => onAsk({ kind: 'resend', user })} {...blocked}>
            {translate('app.users.resend')}
          </Button>
        )}
      </DisabledReason>
      <DisabledReason reason={reason}>
        {(blocked) => (
          <Button size="small" color="error" onClick={() => onAsk({ kind: 'remove', user })} {...blocked}>
            {translate('app.users.remove')}
          </Button>
        )}
      </DisabledReason>
    </Stack>
  );
}

function UserList({ onEdit, onAsk }: { onEdit: (user: AdminUser) => void; onAsk: (ask: Ask) => void }) {
  const translate = useTranslate();
  const { roles, userId } = useSession();
  const { data, resource } = useListContext<AdminUser>();
  const [term, setTerm] = useTermFilter();
  return (
    <CardContent>
      <Box
        sx={{
          pb: 1.5,
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <ListSearchField
          label="app.users.search"
          hint="app.users.search_hint"
          value={term}
          onChange={setTerm}
          maxLength={USER_SEARCH_MAX}
        />
        {/* /suporte and /usuarios are one page: their files are told apart by name (issue 34). */}
        <ListExportButton filename={exportName(resource)} />
      </Box>
      <ListBody empty={<ListEmpty text="app.users.empty" />} errorTexts={ERROR_TEXTS}>
        <TableContainer>
          <Table size="small" aria-label={translate('app.users.table')}>
            <TableHead>
              <TableRow>
                {['id', 'name', 'email', 'roles', 'actions'].map((key) => (
                  <TableCell key={key}>{translate(`app.users.columns.${key}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {(data ?? []).map((user) => (
                <TableRow key={user.id}>
                  <TableCell>{user.id}</TableCell>
                  <TableCell sx={textCell(160)}>{user.name}</TableCell>
                  <TableCell sx={textCell(160)}>{user.email}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                      {shownRoles(roles, user.roles).map(({ role, label }) => (
                        <Chip key={role} size="small" label={label} />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <UserRowActions
                      user={user}
                      self={String(user.id) === userId}
                      onEdit={() => onEdit(user)}
                      onAsk={onAsk}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </ListBody>
      <ListPagination />
    </CardContent>
  );
}

/** The two confirmations; the dialog stays (loading) until the server answered. */
function UserConfirm({ ask, onClose }: { ask: Ask; onClose: () => void }) {
  const resend = useResendPassword();
  const remove = useRemoveUser();
  const mutation = ask?.kind === 'remove' ? remove : resend;
  const run = async () => {
    if (!ask) return;
    try {
      await mutation.mutateAsync(ask.user.id);
    } catch {
      // notified by the query client
    } finally {
      onClose();
    }
  };
  return (
    <OnceConfirm
      isOpen={ask !== null}
      loading={mutation.isPending}
      title={`app.users.${ask?.kind ?? 'resend'}_title`}
      content={`app.users.${ask?.kind ?? 'resend'}_content`}
      translateOptions={{ name: ask?.user.name ?? '' }}
      confirm={`app.users.${ask?.kind ?? 'resend'}`}
      confirmColor={ask?.kind === 'remove' ? 'warning' : 'primary'}
      onConfirm={run}
      onClose={onClose}
    />
  );
}

/**
 * /usuarios (a law-company admin: its company's users) and /suporte (a support admin: the support
 * staff): one screen, the server answering the caller's side. Table id, name, e-mail, roles (only
 * those the current user can grant); create, edit, 'Reenviar senha' and remove, neither of the
 * last two on oneself. docs/users.md.
 */
export function UsersPage({ title, resource }: PageProps & { resource: 'users' | 'support-users' }) {
  const translate = useTranslate();
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const [ask, setAsk] = useState<Ask>(null);
  // A removed user's row goes with the button that asked: the focus goes to the next row's same
  // button, or the list (focusTargetsNear); after any other dialog, back to what opened it.
  const focus = useFocusAfterAction();
  const open =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      focus.remember();
      set(value);
    };
  return (
    <PageFrame
      title={translate(title)}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => open(setEditing)('new')}>
          {translate('app.users.add')}
        </Button>
      }
    >
      <Card>
        <InPageList resource={resource} perPage={10}>
          <UserList onEdit={open(setEditing)} onAsk={open(setAsk)} />
        </InPageList>
      </Card>
      {editing !== null ? (
        <UserFormDialog
          user={editing === 'new' ? null : editing}
          onClose={() => {
            setEditing(null);
            focus.restore();
          }}
        />
      ) : null}
      <UserConfirm
        ask={ask}
        onClose={() => {
          setAsk(null);
          focus.restore();
        }}
      />
    </PageFrame>
  );
}

/** /usuarios: the company's users. */
export const CompanyUsersPage = (props: PageProps) => <UsersPage {...props} resource="users" />;
/** /suporte: the support staff. */
export const SupportUsersPage = (props: PageProps) => <UsersPage {...props} resource="support-users" />;
