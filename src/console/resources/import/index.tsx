import ImportIcon from '@mui/icons-material/UploadFileOutlined';
import { type Area, here, UnderConstruction } from '../../layout/area';

/**
 * /importar (spec 000 "Importação"): cases imported from spreadsheets, and the import settings.
 * The screen comes with its own issue; until then 'Em construção'.
 */
export const importCases: Area = {
  resource: 'import',
  access: { read: 'import' },
  api: { 'import-configs': '/admin/import/config', imports: '/admin/import' },
  routes: [
    {
      path: '/importar',
      title: 'app.pages.import.title',
      crumbs: [here('app.menu.import')],
      page: UnderConstruction,
    },
  ],
  menu: {
    group: 'cases',
    to: '/importar',
    label: 'app.menu.import',
    icon: <ImportIcon />,
  },
};
