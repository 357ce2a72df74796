import { TRANSFER_TEXTS } from '../../domain/appTransfers';

/**
 * Texts of /app/transferencias (`app.app_transfers.*`). The spec's: the tabs and column names,
 * 'Detalhes', 'Continuar', 'Transferência aprovada com sucesso', 'Transferência rejeitada com
 * sucesso' (src/domain/appTransfers.ts); the rest ours (docs/decisions.md "App transfers").
 */
export const appTransfersMessages = {
  app: {
    app_transfers: {
      tabs: 'Status das transferências',
      table: 'Transferências',
      empty: 'Nenhuma transferência encontrada',
      columns: { data: 'Dados', user: 'Usuário', created: 'Data Solicitação' },
      details: 'Detalhes',
      details_of: 'Detalhes da transferência de %{name}',
      title: 'Transferência',
      amount: 'Valor',
      pix: 'Chave Pix',
      pix_type: 'Tipo da chave',
      user: 'Usuário',
      requested: 'Solicitada em',
      balance: 'Saldo da carteira',
      status: 'Status',
      reason: 'Motivo',
      receipt: 'Comprovante',
      open_receipt: 'Abrir comprovante',
      waiting_until: 'Em espera até %{date}',
      waiting_note:
        'Esta chave Pix nunca recebeu uma transferência aprovada: a solicitação está no período de segurança até %{date}. Confira os dados antes de continuar.',
      never_used:
        'Atenção: esta chave Pix nunca foi usada em uma transferência aprovada. Confira se ela pertence ao usuário.',
      already_used: 'Esta chave Pix já recebeu uma transferência aprovada.',
      continue: 'Continuar',
      reject: 'Rejeitar',
      complete: 'Confirmar transferência',
      close: 'Fechar',
      reject_title: 'Rejeitar transferência',
      reject_content: 'O valor de %{amount} volta para a carteira de %{name}, com o motivo informado.',
      reason_label: 'Motivo da rejeição',
      receipt_label: 'Comprovante (png, jpeg, jpg ou pdf, até 10 MB)',
      choose_receipt: 'Escolher comprovante',
      uploading: 'Enviando comprovante…',
      receipt_ready: 'Comprovante enviado: %{name}',
      // Above the server's (or the size check's) reason, so the user sees which file was refused.
      receipt_refused: 'Arquivo não aceito: %{name}',
      receipt_too_large: 'Arquivo muito grande, máximo é 10mb',
      receipt_type: TRANSFER_TEXTS.receiptType,
      completed: TRANSFER_TEXTS.completed,
      rejected: TRANSFER_TEXTS.rejected,
    },
  },
};
