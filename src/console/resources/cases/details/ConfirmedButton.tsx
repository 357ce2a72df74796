import { Button } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { DisabledReason } from '../../../components/DisabledReason';

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
}

/** A button that asks first; the dialog stays (loading) until the server has answered. */
export function ConfirmedButton({ label, title, content, confirm, contentArgs, color, icon, pending, reason, onConfirm }: ConfirmedButtonProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const run = async () => {
    try {
      await onConfirm();
    } catch {
      // notified by the mutation
    } finally {
      setOpen(false);
    }
  };
  return (
    <>
      <DisabledReason reason={reason}>
        {(blocked) => (
          <Button variant="outlined" size="medium" color={color} startIcon={icon} onClick={() => setOpen(true)} disabled={pending} {...blocked}>
            {translate(label)}
          </Button>
        )}
      </DisabledReason>
      <Confirm
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
