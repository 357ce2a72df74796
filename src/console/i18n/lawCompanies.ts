import { SWITCH_SUCCESS } from '../../domain/lawCompanies';

/**
 * Texts of /assessoria-juridicas (`app.law_companies.*`). Quoted texts are the spec's; tab and
 * status labels come from src/domain, the switches' success texts too (docs/decisions.md).
 */
export const lawCompaniesMessages = {
  app: {
    law_companies: {
      tabs_label: 'Status das assessorias',
      search: 'Pesquisar',
      search_hint: 'Nome ou CNPJ',
      table: 'Assessorias jurídicas',
      columns: { name: 'Nome', document: 'CNPJ', contact: 'Contato', status: 'Status', created_at: 'Cadastro' },
      open: 'Ver detalhes de %{name}',
      empty: 'Nenhuma assessoria encontrada',
      error: 'Um problema aconteceu',
      retry: 'Tentar Novamente',
      details: {
        close: 'Fechar',
        loading: 'Carregando assessoria',
        company: 'Empresa',
        name: 'Nome fantasia',
        company_name: 'Razão social',
        document: 'CNPJ',
        created_at: 'Cadastrada em',
        contact: 'Contato',
        contact_name: 'Responsável',
        contact_email: 'E-mail',
        contact_phone: 'Telefone',
        contact_whatsapp: 'WhatsApp',
        address: 'Endereço',
        no_address: 'Endereço não informado',
        status_reason: 'Motivo',
        settings: 'Configurações',
        auto_approve: 'Aprovação automática de localizadores',
        shadow_mode: 'Modo simplificado',
        history: 'Histórico',
        no_history: 'Nenhuma alteração registrada',
        by: 'por %{name}',
        enabled: 'ativado',
        disabled: 'desativado',
        none: '—',
      },
      status: {
        success: 'Status alterado com sucesso',
        reason: 'Motivo',
        reason_optional: 'Observação (opcional)',
        approve_title: 'Aprovar assessoria',
        reprove_title: 'Reprovar assessoria',
        block_title: 'Bloquear assessoria',
        unblock_title: 'Desbloquear assessoria',
        approve_content: 'Aprovar o cadastro de %{name}? Seus usuários poderão entrar no sistema.',
        reprove_content: 'Reprovar o cadastro de %{name}? O administrador verá o motivo ao entrar.',
        block_content: 'Bloquear %{name}? Seus usuários perdem o acesso imediatamente.',
        unblock_content: 'Desbloquear %{name}? Seus usuários voltam a ter acesso.',
      },
      registration: {
        pending_title: 'Cadastro em análise',
        reproved_title: 'Cadastro reprovado',
        check: 'Verificar novamente',
      },
      switches: {
        auto_approve_enable: SWITCH_SUCCESS.autoApprove.enable,
        auto_approve_disable: SWITCH_SUCCESS.autoApprove.disable,
        shadow_mode_enable: SWITCH_SUCCESS.shadowMode.enable,
        shadow_mode_disable: SWITCH_SUCCESS.shadowMode.disable,
      },
    },
  },
};
