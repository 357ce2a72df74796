import { Button } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Confirm, useTranslate } from 'react-admin';

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
  /** Resolves when done; the dialog closes then, whether it worked or not (failures are notified). */
  onConfirm: () => Promise<unknown>;
}

/** A button that asks first; the dialog stays (loading) until the server has answered. */
export function ConfirmedButton({ label, title, content, confirm, contentArgs, color, icon, pending, onConfirm }: ConfirmedButtonProps) {
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
      <Button variant="outlined" size="medium" color={color} startIcon={icon} onClick={() => setOpen(true)} disabled={pending}>
        {translate(label)}
      </Button>
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
