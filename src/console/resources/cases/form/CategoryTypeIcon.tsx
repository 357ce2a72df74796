import AgricultureIcon from '@mui/icons-material/Agriculture';
import AirportShuttleIcon from '@mui/icons-material/AirportShuttle';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import RvHookupIcon from '@mui/icons-material/RvHookup';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import type { SvgIconProps } from '@mui/material';
import { CATEGORY_TYPE_INFO, type CategoryType } from '../../../../domain/categories';

const ICONS: Record<CategoryType, typeof DirectionsCarIcon> = {
  car: DirectionsCarIcon,
  moto: TwoWheelerIcon,
  truck: LocalShippingIcon,
  bus: DirectionsBusIcon,
  van: AirportShuttleIcon,
  boat: DirectionsBoatIcon,
  tractor: AgricultureIcon,
  supplement: RvHookupIcon,
};

/** The icon of a category type in its colour (src/domain/categories.ts), labelled for readers. */
export function CategoryTypeIcon({ type, ...props }: { type: CategoryType } & SvgIconProps) {
  const Icon = ICONS[type] ?? DirectionsCarIcon;
  const info = CATEGORY_TYPE_INFO[type];
  return <Icon titleAccess={info?.label} sx={{ color: info?.color }} fontSize="small" {...props} />;
}
