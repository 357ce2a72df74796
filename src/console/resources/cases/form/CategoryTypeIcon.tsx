import type { SvgIconProps } from '@mui/material';
import type { CategoryType } from '../../../../domain/categories';
import { categoryLook } from '../components/categoryIcons';

/** The icon of a category type in its colour, labelled for readers (the list's look, for a select). */
export function CategoryTypeIcon({ type, ...props }: { type: CategoryType } & SvgIconProps) {
  const { Icon, color, label } = categoryLook(type);
  const { 'aria-hidden': hidden, ...rest } = props;
  return hidden ? (
    <Icon aria-hidden sx={{ color }} fontSize="small" {...rest} />
  ) : (
    <Icon titleAccess={label} sx={{ color }} fontSize="small" {...rest} />
  );
}
