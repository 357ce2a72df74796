import EditIcon from '@mui/icons-material/EditOutlined';
import { Button, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { isCaseAdmin } from '../../../../../domain/roles';
import { headingNear, useFocusAfterAction } from '../../../../components/pageFocus';
import { useSession } from '../../../../components/useSession';
import { useOnce } from '../../../../components/busy/useOnce';
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
  // Saved: the focus goes to the section's heading (the new text follows it); cancelled or
  // refused: back to 'Editar', or to what sent it.
  const content = useRef<HTMLDivElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const focus = useFocusAfterAction();
  const save = useCaseMutation(
    (notes: string) => dataProvider.saveNotes(details.id, notes),
    'app.cases.notes.saved',
    () => {
      setEditing(false);
      const heading = headingNear(content.current);
      focus.restore(() => [heading]);
    },
  );
  // One save at a time: a second click on Salvar while in flight sends nothing.
  const saveOnce = useOnce((text: string) => save.mutateAsync(text));
  const cancel = () => {
    setEditing(false);
    focus.restore(() => [editButton.current]);
  };
  const notes = details.notes ?? '';
  const action =
    isCaseAdmin(roles) && !editing ? (
      <Button ref={editButton} size="small" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
        {translate('app.cases.notes.edit')}
      </Button>
    ) : null;
  return (
    <Section title="app.cases.notes.title" action={action}>
      <div ref={content}>
        {editing ? (
          <NotesEditor
            initial={notes}
            saving={saveOnce.busy}
            onSave={(text) => {
              focus.remember();
              void saveOnce.run(text).catch(() => focus.restore());
            }}
            onCancel={cancel}
          />
        ) : notes.trim() ? (
          <Markdown>{notes}</Markdown>
        ) : (
          <Typography color="text.secondary">{translate('app.cases.notes.empty')}</Typography>
        )}
      </div>
    </Section>
  );
}
