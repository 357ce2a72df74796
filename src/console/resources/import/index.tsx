import { lazyPage } from '../../components/lazyPage';
import ImportIcon from '@mui/icons-material/UploadFileOutlined';
import { type Area, here } from '../../layout/area';
import { importCasesData } from '../../areas/import';

/**
 * /importar (spec 000 "Importação"): cases imported from spreadsheets (Histórico) and the import
 * configurations (Configurações). The page, its worker and write-excel-file load lazily, so the
 * sign-in and the shell never pay for them. docs/imports.md.
 */
export const importCases: Area = {
  ...importCasesData,
  routes: [
    {
      path: '/importar',
      title: 'app.pages.import.title',
      crumbs: [here('app.menu.import')],
      page: lazyPage(() => import('./ImportPage').then((m) => ({ default: m.ImportPage }))),
    },
  ],
  menu: {
    group: 'cases',
    to: '/importar',
    label: 'app.menu.import',
    icon: <ImportIcon />,
  },
};
