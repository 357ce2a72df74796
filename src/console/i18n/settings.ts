import { SETTINGS_SAVED } from '../../domain/lawCompanySettings';

/**
 * Texts of /configuracoes (`app.settings.*`). The success text is the spec's (src/domain); the
 * address fields reuse the case form's labels (`app.case_form.address.*`).
 */
export const settingsMessages = {
  app: {
    settings: {
      loading: 'Carregando configurações',
      load_error: 'Não foi possível carregar as configurações da assessoria.',
      retry: 'Tentar Novamente',
      company: 'Empresa',
      read_only_hint: 'Estes dados só podem ser alterados pelo suporte.',
      name: 'Nome fantasia',
      company_name: 'Razão social',
      document: 'CNPJ',
      contact: 'Contato',
      contact_name: 'Responsável',
      contact_email: 'E-mail',
      contact_phone: 'Telefone',
      contact_whatsapp: 'WhatsApp',
      whatsapp_open: 'Abrir conversa no WhatsApp',
      address: 'Endereço',
      flags: 'Recursos da assessoria',
      flags_hint: 'Ativados ou desativados pelo suporte.',
      auto_approve: 'Aprovação automática de localizadores',
      shadow_mode: 'Modo simplificado',
      enabled: 'Ativado',
      disabled: 'Desativado',
      save: 'Salvar',
      saved: SETTINGS_SAVED,
    },
  },
};
