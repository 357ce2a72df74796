import { TRACKER_MESSAGES, TRACKER_SUCCESS } from '../../domain/schemas/trackers';
import { SEIZURE_REPORT_STATUS_LABELS } from '../../domain/statuses';

/**
 * Texts of the seizure-reports section of a case (`app.reports.*`) and of the law-company
 * dashboard (`app.dashboard.*`). Quoted texts are the spec's, word for word; labels and server
 * texts come from src/domain so the server and the console say the same.
 */
export const reportsMessages = {
  app: {
    reports: {
      title: 'Laudos',
      tabs: {
        label: 'Status dos laudos',
        all: 'Todos',
        pending: 'Pendentes',
        accepted: 'Aprovados',
        rejected: 'Reprovados',
      },
      status: {
        draft: SEIZURE_REPORT_STATUS_LABELS.draft,
        pending: SEIZURE_REPORT_STATUS_LABELS.pending,
        accepted: SEIZURE_REPORT_STATUS_LABELS.accepted,
        rejected: SEIZURE_REPORT_STATUS_LABELS.rejected,
      },
      list_label: 'Lista de laudos',
      item_label: 'Laudo de %{name}',
      empty: {
        all: 'Nenhum laudo enviado para este caso',
        pending: 'Nenhum laudo pendente',
        accepted: 'Nenhum laudo aprovado',
        rejected: 'Nenhum laudo reprovado',
      },
      error: 'Um problema aconteceu',
      retry: 'Tentar Novamente',
      sent_at: 'Enviado em %{date}',
      updated_at: 'Atualizado em %{date}',
      tracker: 'Localizador',
      notes: 'Observações',
      no_notes: 'Sem observações',
      photos: 'Fotos',
      no_photos: 'Nenhuma foto adicionada',
      photo_open: 'Abrir foto %{index} de %{total}',
      others: 'Outros documentos',
      no_documents: 'Nenhum documento adicionado',
      warrant: 'Mandado',
      search_warrant: 'Mandado de busca e apreensão',
      open_file: 'Abrir %{filename}',
      reason: 'Motivo da reprovação',
      photos_title: 'Fotos do laudo',
      approve: {
        button: 'Aprovar',
        title: 'Aprovar laudo',
        content:
          'Ao aprovar este laudo, o caso será encerrado como apreendido e as solicitações de localizadores pendentes serão rejeitadas. Os localizadores serão notificados. Deseja continuar?',
        confirm: 'Aprovar',
        case_not_ready: TRACKER_MESSAGES.reportCaseNotReady,
      },
      reject: {
        button: 'Reprovar',
        title: 'Reprovar laudo',
        content: 'Informe o motivo da reprovação. O localizador será notificado.',
        reason: 'Motivo',
        confirm: 'Reprovar',
      },
      success: TRACKER_SUCCESS.report,
    },
    dashboard: {
      pending: {
        title: 'Pendências',
        tabs_label: 'Pendências da assessoria',
        trackers: 'Localizadores pendentes',
        reports: 'Laudos pendentes',
        count: '%{count} pendentes',
      },
      columns: {
        plate: 'Placa',
        tracker: 'Localizador',
        requested_at: 'Solicitado em',
        sent_at: 'Enviado em',
      },
      case_fallback: 'Caso %{id}',
      open_case: 'Abrir o caso %{plate}',
      // A case without a plate: its number, not 'Abrir o caso Caso 1727' (issue 40 §6).
      open_case_number: 'Abrir o caso %{id}',
      empty: {
        trackers: 'Nenhum localizador pendente',
        reports: 'Nenhum laudo pendente',
        hint: 'Tudo em dia por aqui.',
      },
      error: 'Um problema aconteceu',
      reload: 'Tentar Novamente',
      refresh: 'Atualizar',
      refresh_wait: 'Aguarde %{seconds} s para atualizar novamente',
      trackers_table: 'Localizadores pendentes',
      reports_table: 'Laudos pendentes',
    },
  },
};
