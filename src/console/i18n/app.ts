import { ERROR_TEXTS } from '../../domain/errors';

/**
 * Our own texts: `app.*` for the shell and pages, `resources.*` for react-admin resources.
 * Screens add their keys here as they arrive; the i18n test fails on a key used but missing.
 */
export const appMessages = {
  app: {
    name: 'Recupera',
    page_title: '%{title} | Recupera',
    // The name of every loading indicator without one of its own (issue 34 §5): MUI's spinners and
    // bars by the theme's default (layout/theme.ts), skeleton regions by LoadingPlaceholder.
    loading: 'Carregando…',
    menu: {
      label: 'Menu principal',
      dashboard: 'Dashboard',
      groups: {
        cases: 'Casos',
        app: 'Aplicativo',
        admin: 'Administração',
      },
      cases: 'Casos',
      auto_approval: 'Aprovação Automática',
      messages: 'Mensagens',
      import: 'Importar',
      app_verifications: 'Cadastros',
      app_plans: 'Planos',
      app_transfers: 'Transferências',
      law_companies: 'Assessorias Jurídicas',
      users: 'Usuários',
      support_users: 'Suporte',
      settings: 'Configurações',
      // The spec names only the route (/analytics); the menu says it in Portuguese (docs/decisions.md).
      analytics: 'Análises',
    },
    badges: {
      pending_trackers: 'Localizadores pendentes',
      pending_reports: 'Laudos pendentes',
      chat: 'Conversas com mensagens não lidas',
      pending_law_companies: 'Assessorias aguardando aprovação',
      pending_verifications: 'Verificações pendentes',
      pending_transfers: 'Transferências pendentes',
    },
    breadcrumbs: {
      label: 'Navegação estrutural',
      app: 'Aplicativo',
      details: 'Detalhes',
      edit: 'Editar',
    },
    // The photo viewer shared by tracker requests and seizure reports.
    photos: {
      position: '%{current} de %{total}',
      previous: 'Foto anterior',
      next: 'Próxima foto',
      close: 'Fechar',
      open_original: 'Abrir original em nova aba',
      unavailable: 'imagem indisponível',
    },
    theme: {
      label: 'Tema',
      light: 'Claro',
      dark: 'Escuro',
      auto: 'Automático (sistema)',
    },
    auth: {
      user_menu: 'Menu do usuário',
      sign_in_title: 'Entrar no Recupera',
      sign_in_subtitle: 'Acesse com o e-mail e a senha cadastrados.',
      email: 'E-mail',
      password: 'Senha',
      sign_in: 'Entrar',
      forgot_password: 'Esqueci minha senha',
      no_account: 'Sua assessoria ainda não tem cadastro?',
      sign_up: 'Cadastre-se',
      recovery_title: 'Recuperar senha',
      recovery_email_hint: 'Informe o e-mail cadastrado para receber um código de recuperação.',
      send_code: 'Enviar código',
      recovery_code_hint:
        'Se o e-mail %{email} estiver cadastrado, você receberá um código. Informe-o abaixo com a nova senha.',
      code: 'Código',
      // Recovery step 2 (issue 34; components/ResendCode.tsx). The server answers alike whether or
      // not the e-mail exists, so the notice says 'se … estiver cadastrado' as the step's hint does.
      resend_code: 'Reenviar código',
      resend_code_in: 'Reenviar código em %{seconds} s',
      code_resent:
        'Novo código pedido: se o e-mail estiver cadastrado, ele chega em instantes. O código anterior deixa de valer.',
      new_password: 'Nova senha',
      confirm_password: 'Confirmar nova senha',
      recover: 'Alterar senha e entrar',
      back_to_sign_in: 'Voltar para o login',
      recovered: 'Senha alterada com sucesso!', // the spec's 'Senha alterado com sucesso!' corrected
      change_password: 'Alterar senha',
      current_password: 'Senha atual',
      password_changed: 'Senha alterada com sucesso',
      first_access_title: 'Defina uma nova senha',
      logout: 'Sair',
      logout_title: 'Sair',
      logout_confirm: 'Deseja realmente sair?',
      session_ended: 'Sua sessão foi encerrada. Entre novamente para continuar.',
      // Under the modal the screen is kept as it was (providers/session.ts).
      screen_kept: 'A tela continua como estava: entre de novo para salvar o que ficou pendente.',
      // The refresh refused (the user or the company blocked): signing in cannot work meanwhile (issue 34).
      access_refused_title: 'Acesso suspenso',
      access_refused_kept:
        'Enquanto o acesso estiver suspenso, não é possível entrar nem salvar. A tela continua como estava: se o acesso for liberado, o que ficou pendente poderá ser salvo ao entrar de novo.',
      unsaved_dropped: 'Outro usuário entrou: o que não tinha sido salvo na sessão anterior foi descartado.',
    },
    // The one notification of a failed mutation (spec 001 §8): this title over the catalogue's text.
    errors: {
      title: 'Erro',
      unauthorized: ERROR_TEXTS.unauthorized,
    },
    // A lazy screen or piece whose code cannot load (components/lazyPage.tsx, docs/console.md).
    chunk: {
      offline: {
        // The catalogue's offline text, as for an API call made offline (domain/errors.ts).
        title: ERROR_TEXTS.network,
        text: 'Não foi possível carregar esta parte do console. Verifique a conexão e tente novamente.',
        // The spec's retry button, as on every list.
        retry: 'Tentar Novamente',
      },
      update: {
        title: 'Nova versão disponível',
        text: 'O console foi atualizado. Recarregue a página para continuar.',
        reload: 'Recarregar',
      },
    },
    pages: {
      dashboard: {
        title: 'Dashboard',
        greeting: 'Olá, %{name}',
        greeting_anonymous: 'Olá',
        subtitle: 'Acompanhe aqui os casos e as pendências da sua operação.',
        add_case: 'Adicionar caso',
        add_case_hint: 'Cadastre um novo caso de apreensão para os localizadores.',
      },
      cases: { title: 'Casos' },
      case_create: { title: 'Novo Caso', crumb: 'Novo Caso' },
      case_details: { title: 'Detalhes do Caso' },
      case_edit: { title: 'Editar Caso' },
      auto_approval: { title: 'Aprovação Automática de Localizadores' },
      messages: { title: 'Mensagens' },
      import: { title: 'Importação' },
      law_companies: { title: 'Assessorias Jurídicas' },
      users: { title: 'Usuários' },
      support_users: { title: 'Usuários de Suporte' },
      settings: { title: 'Configurações' },
      // The spec names only the route; the page is the trackers' report, in Portuguese (decisions.md).
      analytics: { title: 'Análises' },
      app_verifications: { title: 'Cadastros Aplicativo' },
      app_plans: { title: 'Planos' },
      // The spec titles it 'Planos' too (spec 001 §2), a slip: two tabs would read alike (decisions.md).
      app_transfers: { title: 'Transferências' },
      not_found: {
        title: 'Página não encontrada',
        text: 'O endereço acessado não existe ou não está disponível para o seu perfil.',
        to_dashboard: 'Ir para o Dashboard',
        to_sign_in: 'Ir para o login',
      },
      nothing_here: {
        title: 'Nada por aqui',
        text: 'Seu perfil ainda não tem acesso à versão web do Recupera.',
        sign_out: 'Sair',
      },
      fatal_error: {
        title: 'Um erro inesperado aconteceu',
        text: 'Se o problema persistir, entre em contato com o desenvolvedor.',
        reload: 'Recarregar',
      },
      public: {
        back: 'Voltar',
        register: { title: 'Cadastro de Assessoria Jurídica' },
        privacy: { title: 'Política de Privacidade' },
        terms: { title: 'Termos de Uso' },
        default: {
          title: 'Página não encontrada',
          text: 'O endereço acessado não existe na área pública.',
          to_home: 'Ir para o início',
        },
      },
    },
  },
  resources: {},
};
