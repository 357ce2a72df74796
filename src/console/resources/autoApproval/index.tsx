import { lazyPage } from '../../components/lazyPage';
import AutoApprovalIcon from '@mui/icons-material/HowToRegOutlined';
import { here, type Area } from '../../layout/area';
import { autoApprovalData } from '../../areas/autoApproval';

/**
 * /aprovacao-automatica (spec 000 "Aprovação Automática de Localizadores"): tracker requests the
 * job approves.
 */
export const autoApproval: Area = {
  ...autoApprovalData,
  routes: [
    {
      path: '/aprovacao-automatica',
      title: 'app.pages.auto_approval.title',
      crumbs: [here('app.menu.auto_approval')],
      page: lazyPage(() =>
        import('../trackers/autoApproval/AutoApprovalPage').then((m) => ({ default: m.AutoApprovalPage })),
      ),
    },
  ],
  menu: { group: 'cases', to: '/aprovacao-automatica', label: 'app.menu.auto_approval', icon: <AutoApprovalIcon /> },
};
