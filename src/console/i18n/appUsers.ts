import { EXPIRY_TAG_LABELS, PLAN_REFUNDED_LABEL, PLAN_TEXTS } from '../../domain/appPlans';
import { DECISION_LABELS, VERIFICATION_TEXTS } from '../../domain/appVerifications';

/**
 * Texts of /app/pro (`app.app_plans.*`) and /app/cadastros (`app.app_verifications.*`). The
 * spec's texts ('Tempo adicionado com sucesso.' with its typo corrected, 'Adicionar Tempo PRO',
 * 'Adicionar Scanner Trial', 'Documento atualizado com sucesso', 'Alterado com sucesso', 'Verificação', the two
 * empty states, 'Solicitar modificação') come from src/domain; the rest are ours
 * (docs/decisions.md "App users").
 */
export const appUsersMessages = {
  app: {
    app_plans: {
      tabs: 'Planos por situação',
      table: 'Usuários do aplicativo e seus planos',
      empty: 'Nenhum usuário encontrado',
      columns: { name: 'Nome', plan: 'Plano', created_at: 'Cadastro' },
      plan_filter: 'Plano',
      plan_filter_all: 'Todos',
      no_plan: 'Sem plano',
      refunded: PLAN_REFUNDED_LABEL,
      expiry: {
        never: EXPIRY_TAG_LABELS.never,
        active: `${EXPIRY_TAG_LABELS.active} até %{date}`,
        expired: `${EXPIRY_TAG_LABELS.expired} em %{date}`,
      },
      add_pro: PLAN_TEXTS.addPro,
      add_scanner: PLAN_TEXTS.addScanner,
      cannot_modify: PLAN_TEXTS.storeManaged,
      added: PLAN_TEXTS.added,
      form: {
        intro:
          'Usuário: %{name}. Dias são somados ao vencimento de um plano do mesmo tipo ainda ativo; senão, a partir de agora.',
        days: 'Dias',
        days_help: 'Use um número negativo para remover dias.',
        type: 'Tipo',
        save: 'Adicionar',
        stops_being_pro: PLAN_TEXTS.stopsBeingPro,
      },
    },
    app_verifications: {
      tabs: 'Verificações por situação',
      table: 'Verificações de cadastro',
      empty: 'Nenhum cadastro encontrado',
      columns: { name: 'Nome', updated_at: 'Atualizado em', created_at: 'Cadastrado em' },
      details: 'Detalhes',
      dialog_title: 'Verificação',
      not_started: VERIFICATION_TEXTS.notStarted,
      no_documents: VERIFICATION_TEXTS.noDocuments,
      not_sent: 'Não enviado',
      // Read before a sent document's card ('Abrir Selfie, Aprovado'), not shown.
      open_document: 'Abrir',
      review_first: VERIFICATION_TEXTS.reviewDocumentsFirst,
      document_updated: VERIFICATION_TEXTS.documentUpdated,
      changed: VERIFICATION_TEXTS.changed,
      decisions: {
        approve: DECISION_LABELS.approve,
        reprove: DECISION_LABELS.reprove,
        block: DECISION_LABELS.block,
        unblock: DECISION_LABELS.unblock,
      },
      reason: 'Motivo',
      reprove_title: DECISION_LABELS.reprove,
      // What the decision does, true for whoever it is (no 'avisado' for everyone): the app
      // notification is always written (services/appVerifications/decide.ts); the documents asked
      // for are the ones reproved (to resend) and the ones never sent.
      reprove_content: '%{name} receberá no aplicativo uma notificação com o motivo abaixo.',
      reprove_resend: 'Documentos a reenviar: %{documents}.',
      reprove_send: 'Documentos a enviar: %{documents}.',
      // Approve and unblock ask first too (issue 34); an unblock says what the block was for.
      approve_title: 'Aprovar verificação',
      approve_content:
        'A verificação de %{name} será aprovada: a conta fica ativa e uma notificação no aplicativo avisa a aprovação.',
      unblock_title: 'Desbloquear usuário',
      unblock_content:
        'A conta de %{name} está bloqueada. Desbloquear aprova a verificação: a conta volta a ficar ativa e uma notificação no aplicativo avisa a aprovação.',
      unblock_content_reason:
        'A conta de %{name} foi bloqueada pelo motivo “%{reason}”. Desbloquear aprova a verificação: a conta volta a ficar ativa e uma notificação no aplicativo avisa a aprovação.',
      block_title: 'Bloquear usuário',
      block_content: 'A conta de %{name} será bloqueada, e uma notificação no aplicativo dará o motivo abaixo.',
      profile: {
        phone: 'Telefone',
        document: 'Documento verificado',
        experience: 'Experiência',
        address: 'Endereço',
        created_at: 'Cadastrado em',
        updated_at: 'Atualizado em',
        reason: 'Motivo',
        verifier: 'Verificado por',
      },
      viewer: {
        zoom_in: 'Aumentar zoom',
        zoom_out: 'Diminuir zoom',
        rotate_left: 'Girar para a esquerda',
        rotate_right: 'Girar para a direita',
        keys: 'Teclas: + e - para zoom, R e L para girar',
        approve: 'Aprovar documento',
        reprove: 'Reprovar documento',
      },
    },
  },
};
