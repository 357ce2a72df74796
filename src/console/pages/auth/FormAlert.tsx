import { Alert } from '@mui/material';

/** A failure of the whole form (not of a field), in the catalogue's words. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" sx={{ mt: 1, mb: 1 }} role="alert">
      {message}
    </Alert>
  );
}
