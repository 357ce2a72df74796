import { lazyPage } from '../../components/lazyPage';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { type Area, here } from '../../layout/area';
import { settingsData } from '../../areas/settings';

/**
 * /configuracoes (spec 000 "Configurações"): the law company's settings, for its admin: contact
 * and address editable, name and CNPJ read-only, support's switches shown. docs/law-companies.md#settings.
 */
export const settings: Area = {
  ...settingsData,
  routes: [
    {
      path: '/configuracoes',
      title: 'app.pages.settings.title',
      crumbs: [here('app.menu.settings')],
      page: lazyPage(() => import('./SettingsPage').then((m) => ({ default: m.SettingsPage }))),
    },
  ],
  menu: {
    group: 'admin',
    to: '/configuracoes',
    label: 'app.menu.settings',
    icon: <SettingsIcon />,
  },
};
