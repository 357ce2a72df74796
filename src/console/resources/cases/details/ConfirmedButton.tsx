import { Button } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { OnceConfirm } from '../../../components/busy/OnceConfirm';
import { DisabledReason } from '../../../components/DisabledReason';
import { useFocusAfterAction, type FocusTargets } from '../../../components/pageFocus';

export interface ConfirmedButtonProps {
  /** i18n keys. */
  label: string;
  title: string;
  content: string;
  confirm: string;
  contentArgs?: Record<string, unknown>;
  color: 'primary' | 'success' | 'warning' | 'error';
  icon?: ReactNode;
  pending: boolean;
  /** Why the button cannot be used now (it stays focusable and says so), or nothing. */
  reason?: string | null;
  /** Resolves when done; the dialog closes then, whether it worked or not (failures are notified). */
  onConfirm: () => Promise<unknown>;
  /**
   * Where the focus goes once confirmed, best first (what shows the change); by default the
   * button again, else near it (focusTargetsNear): the heading of the block it was in.
   */
  focusAfter?: FocusTargets;
}

/** A button that asks first; the dialog stays (loading) until the server has answered, and sends once. */
export function ConfirmedButton({
  label,
  title,
  content,
  confirm,
  contentArgs,
  color,
  icon,
  pending,
  reason,
  onConfirm,
  focusAfter,
}: ConfirmedButtonProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const focus = useFocusAfterAction();
  const run = async () => {
    try {
      await onConfirm();
      focus.restore(focusAfter);
    } catch {
      // notified by the mutation; the focus goes back to the button
      focus.restore();
    } finally {
      setOpen(false);
    }
  };
  return (
    <>
      <DisabledReason reason={reason}>
        {(blocked) => (
          <Button
            variant="outlined"
            size="medium"
            color={color}
            startIcon={icon}
            onClick={(event) => {
              focus.remember(event.currentTarget);
              setOpen(true);
            }}
            disabled={pending}
            {...blocked}
          >
            {translate(label)}
          </Button>
        )}
      </DisabledReason>
      <OnceConfirm
        isOpen={open}
        loading={pending}
        title={title}
        content={content}
        translateOptions={contentArgs}
        confirm={confirm}
        confirmColor={color === 'primary' || color === 'success' ? 'primary' : 'warning'}
        onConfirm={run}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
