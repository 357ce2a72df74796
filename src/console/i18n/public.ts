import { REGISTRATION_TEXTS } from '../../domain/registrationTexts';

/**
 * Texts of the public area (`app.public.*`): the registration form, the legal pages and their
 * dialogs. The page titles stay in app.ts (`app.pages.public.*`); the address fields reuse the
 * case form's labels (`app.case_form.address.*`); the success text is the spec's (src/domain).
 */
export const publicMessages = {
  app: {
    public: {
      register: {
        intro:
          'Cadastre sua assessoria para publicar casos e trabalhar com localizadores. O cadastro é gratuito e passa pela análise do suporte.',
        company: 'Empresa',
        contact: 'Contato',
        address: 'Endereço (opcional)',
        access: 'Acesso',
        name: 'Nome Fantasia',
        company_name: 'Razão Social',
        document: 'CNPJ',
        document_hint: 'Números ou letras, com ou sem pontuação',
        contact_name: 'Nome do responsável',
        contact_email: 'E-mail',
        contact_email_hint: 'É o e-mail de acesso ao console',
        contact_phone: 'Telefone',
        contact_whatsapp: 'WhatsApp',
        contact_whatsapp_hint: 'Utilizado para troca de informações com os localizadores',
        password: 'Senha',
        password_hint: 'De 6 a 20 caracteres',
        confirm_password: 'Confirmar senha',
        honeypot: 'Não preencha este campo',
        terms_before: 'Li e aceito os ',
        terms_link: 'Termos de Uso',
        terms_between: ' e a ',
        privacy_link: 'Política de Privacidade',
        back: 'Voltar',
        submit: 'Cadastrar',
        success: REGISTRATION_TEXTS.success,
        // Registering while signed in (issue 35 §5): the new admin's session replaces the open one.
        signed_in_as: 'Você está conectado como %{name} (%{email}).',
        signed_in_unknown: 'Há uma sessão aberta neste navegador.',
        signed_in_notice: 'Ao cadastrar, essa sessão será encerrada e você entrará com a conta da nova assessoria.',
        replace_title: 'Encerrar a sessão atual?',
        replace_text: 'Para cadastrar a nova assessoria, essa sessão será encerrada e você entrará com a conta criada.',
        replace_cancel: 'Cancelar',
        replace_confirm: 'Encerrar e cadastrar',
      },
      operator: {
        run_by: 'Recupera é operada por %{name}, CNPJ %{cnpj}, %{address}.',
        support: 'Suporte:',
        dpo: 'Encarregado pelo tratamento de dados pessoais (LGPD): %{name},',
        contact_title: 'Fale com o suporte',
        // The footer when GET /public/operator failed: the legal texts point here (issue 34).
        unavailable:
          'Não foi possível carregar quem opera a Recupera, o e-mail de suporte e o encarregado pelos dados pessoais.',
        retry: 'Tentar Novamente',
      },
      legal: {
        contents: 'Sumário',
        print: 'Imprimir',
        close: 'Fechar',
        open_new_window: 'Abrir em nova janela',
        loading: 'Carregando o texto',
        tabs_label: 'Público do documento',
        terms_law_firms: 'Assessorias Jurídicas',
        terms_locators: 'Localizadores',
        privacy_law_companies: 'Assessorias Jurídicas',
        privacy_locators: 'Localizadores',
      },
    },
  },
};
