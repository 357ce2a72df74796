import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  type ButtonProps,
} from '@mui/material';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import { fieldErrors } from '../../../domain/schemas/fieldErrors';
import { TRACKER_REASON_MAX } from '../../../domain/schemas/trackers';
import { serverFieldErrors } from '../serverErrors';
import { countOf, HelperWithCount } from '../CharacterCount';
import { useOnce } from '../busy/useOnce';
import { useDraft } from '../useDraft';

export interface ReasonDialogProps<T> {
  /** i18n keys of the title, the field's label and the confirm button (or the button's own words: 'Reprovar'). */
  title: string;
  label: string;
  confirm: string;
  /** What the decision does, already in words. */
  content: ReactNode;
  color: ButtonProps['color'];
  /** The reason is required (reprove, reject) rather than an optional message (approve). */
  required: boolean;
  /** The decision's body with this reason, checked by the domain's schema (the server's). */
  parse: (reason: string) => z.ZodSafeParseResult<T>;
  /**
   * Sends the parsed body. A rejection whose 422 names `reason` shows on the field; any other
   * failure is the caller's to tell (its mutation notifies), and the text stays for another try.
   */
  onConfirm: (body: T) => Promise<unknown>;
  onClose: () => void;
  /** The reason's limit the counter shows (500 unless told: law companies' is 300). */
  max?: number;
  /**
   * The record decided (its id): the reason is kept as a draft of this dialog for this record
   * (components/useDraft.ts), so a failed send, a session ended or the dialog closed keeps it.
   */
  draftOf: string | number;
}

/**
 * A decision with a reason (spec §5: at most 500 characters): the text with its counter, the
 * domain schema's message as the user types or once the field is left (a required reason left
 * empty or blank: 'Obrigatório'; none while the dialog has just opened), the server's 422 on the
 * field. The confirm button waits for a valid text;
 * the dialog cannot be dismissed while the call runs.
 */
export function ReasonDialog<T>({
  title,
  label,
  confirm,
  content,
  color,
  required,
  parse,
  onConfirm,
  onClose,
  max = TRACKER_REASON_MAX,
  draftOf,
}: ReasonDialogProps<T>) {
  const translate = useTranslate();
  const titleId = useId();
  // Kept until it is sent or discarded with 'Cancelar' (Esc or a click beside the dialog keeps it).
  const [reason, setReason, dropReason] = useDraft(`${title}#${draftOf}`);
  const [serverError, setServerError] = useState<string | undefined>();
  const parsed = parse(reason);
  const localError = parsed.success ? undefined : fieldErrors(parsed.error).reason;
  // Left empty (typed and erased, only spaces, or the field left untouched): 'Obrigatório' says why
  // the button waits; an untouched dialog that just opened says nothing yet.
  const [left, setLeft] = useState(false);
  const error = serverError ?? (reason !== '' || left ? localError : undefined);
  // The server counts the trimmed text; so does the counter.
  const length = countOf(reason);
  // Once at a time: a second click on the confirm button while in flight sends nothing.
  const { run: send, busy: pending } = useOnce(async (body: T) => {
    try {
      await onConfirm(body);
      dropReason();
    } catch (failure) {
      setServerError(serverFieldErrors(failure)?.reason);
    }
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parsed.success) void send(parsed.data);
  };
  return (
    <Dialog open onClose={pending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{content}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={4}
            maxRows={12}
            name="reason"
            label={translate(label)}
            required={required}
            value={reason}
            disabled={pending}
            onChange={(event) => {
              setReason(event.target.value);
              setServerError(undefined);
            }}
            onBlur={() => setLeft(true)}
            error={!!error}
            helperText={
              <HelperWithCount length={length} max={max}>
                {error ?? ''}
              </HelperWithCount>
            }
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button
            size="medium"
            onClick={() => {
              dropReason();
              onClose();
            }}
            disabled={pending}
          >
            {translate('ra.action.cancel')}
          </Button>
          <Button
            size="medium"
            type="submit"
            variant="contained"
            color={color}
            disabled={!parsed.success}
            loading={pending}
          >
            {translate(confirm, { _: confirm })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
