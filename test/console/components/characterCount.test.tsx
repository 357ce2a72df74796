// A field's description with its count (components/CharacterCount.tsx): the message and the
// count read as two words (issue 40 §6: 'caracteres520/500').
import { TextField } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countOf, HelperWithCount } from '../../../src/console/components/CharacterCount';

describe('HelperWithCount', () => {
  it('is read as the message, a space, then the count', () => {
    render(
      <TextField
        label="Motivo"
        value="x"
        error
        helperText={
          <HelperWithCount length={520} max={500}>
            Deve ter no máximo 500 caracteres
          </HelperWithCount>
        }
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Motivo' })).toHaveAccessibleDescription(
      'Deve ter no máximo 500 caracteres 520/500',
    );
    expect(screen.getByTestId('character-count')).toHaveTextContent(/^520\/500$/);
  });

  it('counts the trimmed text, as the schemas do', () => {
    expect(countOf('  abc  ')).toBe(3);
    expect(countOf(null)).toBe(0);
  });
});
