import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** What the counters count: the trimmed text, as the schemas (and so the server) do. */
export const countOf = (value: unknown): number => (typeof value === 'string' ? value.trim().length : 0);

/**
 * A field's helper line with its character count on the right, 'n/500' (issue 34: no field with a
 * limit said how much room was left). The message (the error, or the hint) stays on the left; the
 * count turns red past the limit, where the schema's 'Deve ter no máximo N caracteres' shows. Not a
 * live region: it is part of the field's description, read with the field, not at every key.
 * MUI alone, so plain fields, react-admin's (CountedTextInput) and the dialogs share it.
 */
export function HelperWithCount({ children, length, max }: { children?: ReactNode; length: number; max: number }) {
  return (
    <Box component="span" sx={{ display: 'flex', gap: 2 }}>
      <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
        {children}
      </Box>
      {/* A space between the message and the count in the field's description ('caracteres520/500'
          was read, issue 40 §6); a flex container draws none. */}{' '}
      <Box
        component="span"
        data-testid="character-count"
        sx={{ flexShrink: 0, color: length > max ? 'error.main' : undefined }}
      >
        {length}/{max}
      </Box>
    </Box>
  );
}
