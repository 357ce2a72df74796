import { Box, Button, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { NOTES_MAX_LENGTH } from '../../../../../domain/schemas/case';
import { HelperWithCount } from '../../../../components/CharacterCount';
import { Markdown } from './Markdown';

/** The notes' editor: a textarea and a preview tab, 'Salvar' and 'Cancelar'. */
export function NotesEditor({
  initial,
  saving,
  onSave,
  onCancel,
}: {
  initial: string;
  saving: boolean;
  onSave: (notes: string) => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const [text, setText] = useState(initial);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  return (
    <Box>
      <Tabs value={tab} onChange={(_event, next: 'write' | 'preview') => setTab(next)} sx={{ minHeight: 40, mb: 1 }}>
        <Tab value="write" label={translate('app.cases.notes.write')} sx={{ minHeight: 40 }} />
        <Tab value="preview" label={translate('app.cases.notes.preview')} sx={{ minHeight: 40 }} />
      </Tabs>
      {tab === 'write' ? (
        <TextField
          autoFocus
          multiline
          minRows={6}
          maxRows={20}
          label={translate('app.cases.notes.field')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText={
            // Stored as written (not trimmed): the whole text counts.
            <HelperWithCount length={text.length} max={NOTES_MAX_LENGTH}>
              {translate('app.cases.notes.help')}
            </HelperWithCount>
          }
          slotProps={{ htmlInput: { maxLength: NOTES_MAX_LENGTH } }}
        />
      ) : (
        <Box
          role="region"
          aria-label={translate('app.cases.notes.preview')}
          sx={{ minHeight: 140, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {text.trim() ? (
            <Markdown>{text}</Markdown>
          ) : (
            <Typography color="text.secondary">{translate('app.cases.notes.preview_empty')}</Typography>
          )}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 1.5 }}>
        <Button size="medium" onClick={onCancel} disabled={saving}>
          {translate('app.cases.notes.cancel')}
        </Button>
        <Button size="medium" variant="contained" onClick={() => onSave(text)} loading={saving}>
          {translate('app.cases.notes.save')}
        </Button>
      </Box>
    </Box>
  );
}
