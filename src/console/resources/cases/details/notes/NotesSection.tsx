import EditIcon from '@mui/icons-material/EditOutlined';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { isCaseAdmin } from '../../../../../domain/roles';
import { useSession } from '../../../../components/useSession';
import type { CaseDetails } from '../../../../../domain/cases';
import { Section } from '../Section';
import { useCaseDataProvider, useCaseMutation } from '../useCaseDetails';
import { Markdown } from './Markdown';
import { NotesEditor } from './NotesEditor';

/** 'Observações' in Markdown; case admins edit them (pessimistic: the editor closes once saved). */
export function NotesSection({ details }: { details: CaseDetails }) {
  const translate = useTranslate();
  const { roles } = useSession();
  const dataProvider = useCaseDataProvider();
  const [editing, setEditing] = useState(false);
  const save = useCaseMutation((notes: string) => dataProvider.saveNotes(details.id, notes), 'app.cases.notes.saved', () =>
    setEditing(false),
  );
  const notes = details.notes ?? '';
  const action =
    isCaseAdmin(roles) && !editing ? (
      <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
        {translate('app.cases.notes.edit')}
      </Button>
    ) : null;
  return (
    <Section title="app.cases.notes.title" action={action}>
      {editing ? (
        <NotesEditor initial={notes} saving={save.isPending} onSave={(text) => save.mutate(text)} onCancel={() => setEditing(false)} />
      ) : notes.trim() ? (
        <Markdown>{notes}</Markdown>
      ) : (
        <Typography color="text.secondary">{translate('app.cases.notes.empty')}</Typography>
      )}
    </Section>
  );
}
