import { Chip } from '@mui/material';
import { alpha, lighten, useTheme } from '@mui/material/styles';
import type { CategoryType } from '../../../../domain/categories';
import { categoryLook } from './categoryIcons';

export interface CategoryChipProps {
  /** The category's title ('Carro de passeio'); the type's label when absent. */
  title?: string | null;
  type: CategoryType | string;
  size?: 'small' | 'medium';
}

/**
 * A case's category: its type's icon and colour (spec 000 §3 "each type carries an icon and
 * colour") with the category's title. Shared by the list, the details and the case form. The
 * colour is lightened on the dark theme so the icon stays readable.
 */
export function CategoryChip({ title, type, size = 'small' }: CategoryChipProps) {
  const theme = useTheme();
  const look = categoryLook(type);
  const color = theme.palette.mode === 'dark' ? lighten(look.color, 0.35) : look.color;
  const { Icon } = look;
  return (
    <Chip
      size={size}
      icon={<Icon aria-hidden style={{ color }} />}
      label={title || look.label}
      title={look.label}
      sx={{
        fontWeight: 500,
        color: 'text.primary',
        backgroundColor: alpha(color, 0.12),
        border: `1px solid ${alpha(color, 0.35)}`,
        maxWidth: '100%',
      }}
    />
  );
}
