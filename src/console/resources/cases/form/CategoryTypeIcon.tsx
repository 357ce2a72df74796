import type { SvgIconProps } from '@mui/material';
import type { CategoryType } from '../../../../domain/categories';
import { categoryLook } from '../components/categoryIcons';

/** The icon of a category type in its colour, labelled for readers (the list's look, for a select). */
export function CategoryTypeIcon({ type, ...props }: { type: CategoryType } & SvgIconProps) {
  const { Icon, color, label } = categoryLook(type);
  return <Icon titleAccess={props['aria-hidden'] ? undefined : label} sx={{ color }} fontSize="small" {...props} />;
}
