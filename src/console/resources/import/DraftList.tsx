import { List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type ImportField } from '../../../domain/imports';
import { IMPORT_FIELD_LABELS } from '../../../domain/importRows';

/** A draft row's missing ready fields by their labels: 'Faltam: Modelo, Financeira'. */
export function useMissingText() {
  const translate = useTranslate();
  return (fields: readonly string[]) =>
    translate('app.import.missing', {
      smart_count: fields.length,
      fields: fields.map((f) => IMPORT_FIELD_LABELS[f as ImportField] ?? f).join(', '),
    });
}

/** Incomplete rows (issue 24 item 3): each line with the columns it lacked. */
export function DraftList({
  label,
  drafts,
}: {
  label: string;
  drafts: readonly { line: number; missingFields?: string[] | null }[];
}) {
  const translate = useTranslate();
  const missing = useMissingText();
  return (
    <List dense aria-label={label} sx={{ py: 0 }}>
      {drafts.map((draft) => (
        <ListItem key={draft.line} disableGutters sx={{ py: 0 }}>
          <ListItemText
            primary={translate('app.import.modal.line', { line: draft.line })}
            secondary={missing(draft.missingFields ?? [])}
          />
        </ListItem>
      ))}
    </List>
  );
}
