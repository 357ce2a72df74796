import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { type Area, here, UnderConstruction } from '../../layout/area';

/**
 * /configuracoes (spec 000 "Configurações"): the law company's settings. The screen comes with
 * its own issue; until then 'Em construção'.
 */
export const settings: Area = {
  resource: 'settings',
  access: { read: 'settings' },
  routes: [
    {
      path: '/configuracoes',
      title: 'app.pages.settings.title',
      crumbs: [here('app.menu.settings')],
      page: UnderConstruction,
    },
  ],
  menu: {
    group: 'admin',
    to: '/configuracoes',
    label: 'app.menu.settings',
    icon: <SettingsIcon />,
  },
};
