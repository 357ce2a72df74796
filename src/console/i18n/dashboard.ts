import { CASE_SLICE_LABELS } from '../../domain/dashboard';
import { LAW_COMPANY_STATUS_LABELS, VERIFICATION_STATUS_LABELS } from '../../domain/statuses';

/**
 * The dashboard's doughnuts and support's counters (`app.dashboard.charts.*`,
 * `app.dashboard.counters.*`); the pending tabs' texts live with the reports (i18n/reports.ts).
 * Spec 000 §2 names the parts without wording: these texts are ours, the slices' labels are the
 * case list's tabs and the counters' the statuses' own labels. Also /analytics (`app.analytics.*`),
 * the page opening support's report, which the dashboard area serves.
 */
export const dashboardMessages = {
  app: {
    dashboard: {
      charts: {
        title: 'Casos',
        active: 'Casos ativos',
        inactive: 'Casos inativos',
        total: 'Total: %{count}',
        empty: 'Nenhum caso',
        slices: CASE_SLICE_LABELS,
        company: 'Assessoria Jurídica',
        all_companies: 'Todas as assessorias',
        no_companies: 'Nenhuma assessoria encontrada',
        error: 'Não foi possível carregar os gráficos de casos.',
      },
      counters: {
        lawCompanies: 'Assessorias Jurídicas',
        fromApp: 'Cadastros do aplicativo',
        total: 'Total',
        lawCompanyStatus: LAW_COMPANY_STATUS_LABELS,
        verificationStatus: VERIFICATION_STATUS_LABELS,
        // A sentence of its own (issue 34): the counter's label sits above it; the group and the
        // label are named for screen readers (the alert is read alone), in quotes, not glued in.
        error: 'Não foi possível carregar esta contagem.',
        error_context: '%{group}, “%{label}”: ',
        reload: 'Recarregar',
        reload_label: 'Recarregar a contagem “%{label}” de %{group}',
      },
    },
    analytics: {
      report: 'Relatório de localizadores',
      hint: 'Todos os localizadores com solicitações, aprovações, reprovações, laudos enviados e aceitos, casos apreendidos, última atividade e plano, e as apreensões por mês. De lá, baixe a planilha (.xlsx).',
      open: 'Abrir relatório',
      new_tab: '(abre em uma nova aba)',
      // The report token's life (server: auth/reportTokens.ts REPORT_TOKEN_TTL_SECONDS).
      expiry: 'A aba do relatório funciona por 15 minutos; depois disso, abra-o novamente por aqui.',
    },
  },
};
