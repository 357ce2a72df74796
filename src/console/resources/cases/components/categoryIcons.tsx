import AgricultureIcon from '@mui/icons-material/Agriculture';
import AirportShuttleIcon from '@mui/icons-material/AirportShuttle';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import RvHookupIcon from '@mui/icons-material/RvHookup';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import type { SvgIconComponent } from '@mui/icons-material';
import { CATEGORY_TYPE_INFO, type CategoryType } from '../../../../domain/categories';

/** The MUI icon of each name CATEGORY_TYPE_INFO uses (imported one by one: no whole icon set). */
const ICONS: Record<string, SvgIconComponent> = {
  DirectionsCar: DirectionsCarIcon,
  TwoWheeler: TwoWheelerIcon,
  LocalShipping: LocalShippingIcon,
  DirectionsBus: DirectionsBusIcon,
  AirportShuttle: AirportShuttleIcon,
  DirectionsBoat: DirectionsBoatIcon,
  Agriculture: AgricultureIcon,
  RvHookup: RvHookupIcon,
};

/** Icon component and colour of a category type; unknown types get the car's look. */
export function categoryLook(type: CategoryType | string | undefined) {
  const info = CATEGORY_TYPE_INFO[type as CategoryType] ?? CATEGORY_TYPE_INFO.car;
  return { Icon: ICONS[info.icon] ?? DirectionsCarIcon, color: info.color, label: info.label };
}
