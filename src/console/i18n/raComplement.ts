/**
 * The react-admin 5 keys that ra-language-portuguese 1.6 lacks (77 of them), in pt-BR, and the
 * few it gets wrong. Without these, English would reach the screen. A test compares with
 * ra-language-english's key set.
 */
export const raComplement = {
  ra: {
    action: {
      clear_array_input: 'Limpar a lista',
      create_item: 'Criar %{item}',
      remove_all_filters: 'Remover todos os filtros',
      reset: 'Redefinir',
      search_columns: 'Pesquisar colunas',
      select_all: 'Selecionar tudo',
      select_all_button: 'Selecionar tudo',
      select_row: 'Selecionar esta linha',
      unselect: 'Desmarcar',
      open_menu: 'Abrir menu',
      close_menu: 'Fechar menu',
      update: 'Atualizar',
      move_up: 'Mover para cima',
      move_down: 'Mover para baixo',
      open: 'Abrir',
      toggle_theme: 'Alternar tema claro/escuro',
      select_columns: 'Colunas',
      update_application: 'Recarregar aplicação',
    },
    boolean: { null: ' ' },
    page: {
      empty: 'Nenhum registro de %{name} ainda.',
      invite: 'Deseja adicionar um?',
      access_denied: 'Acesso negado',
      authentication_error: 'Erro de autenticação',
    },
    input: {
      password: { toggle_visible: 'Ocultar senha', toggle_hidden: 'Mostrar senha' },
    },
    message: {
      access_denied: 'Você não tem permissão para acessar esta página',
      authentication_error:
        'O servidor de autenticação retornou um erro e suas credenciais não puderam ser verificadas.',
      auth_error: 'Ocorreu um erro ao validar o token de autenticação.',
      bulk_update_content:
        'Tem certeza de que deseja atualizar %{name} %{recordRepresentation}? |||| Tem certeza de que deseja atualizar estes %{smart_count} itens?',
      bulk_update_title: 'Atualizar %{name} %{recordRepresentation} |||| Atualizar %{smart_count} %{name}',
      clear_array_input: 'Tem certeza de que deseja limpar a lista inteira?',
      select_all_limit_reached:
        'Há elementos demais para selecionar todos. Apenas os primeiros %{max} foram selecionados.',
      unsaved_changes: 'Algumas alterações não foram salvas. Deseja mesmo descartá-las?',
      placeholder_data_warning: 'Problema de rede: não foi possível atualizar os dados.',
      // The community pack writes 'valido' without its accent.
      invalid_form: 'Este formulário não está válido. Certifique-se de corrigir os erros',
    },
    navigation: {
      clear_filters: 'Limpar filtros',
      no_filtered_results: 'Nenhum registro de %{name} encontrado com os filtros atuais.',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} de mais de %{offsetEnd}',
      current_page: 'Página %{page}',
      page: 'Ir para a página %{page}',
      first: 'Ir para a primeira página',
      last: 'Ir para a última página',
      previous: 'Ir para a página anterior',
      // The pack's 'Próximo' would name the next-page button unlike its three siblings.
      next: 'Ir para a próxima página',
      skip_nav: 'Pular para o conteúdo',
    },
    sort: {
      sort_by: 'Ordenar por %{field_lower_first} %{order}',
      ASC: 'crescente',
      DESC: 'decrescente',
    },
    auth: { email: 'E-mail' },
    notification: {
      not_authorized: 'Você não tem permissão para acessar este recurso.',
      application_update_available: 'Uma nova versão está disponível.',
      offline: 'Sem conexão. Não foi possível carregar os dados.',
    },
    validation: { unique: 'Deve ser único' },
    saved_queries: {
      label: 'Consultas salvas',
      query_name: 'Nome da consulta',
      new_label: 'Salvar consulta atual...',
      new_dialog_title: 'Salvar consulta atual como',
      remove_label: 'Remover consulta salva',
      remove_label_with_name: 'Remover consulta "%{name}"',
      remove_dialog_title: 'Remover consulta salva?',
      remove_message: 'Tem certeza de que deseja remover este item da sua lista de consultas salvas?',
      help: 'Filtre a lista e salve esta consulta para depois',
    },
    guesser: {
      empty: { title: 'Nenhum dado para exibir', message: 'Verifique o seu provedor de dados' },
    },
    configurable: {
      customize: 'Personalizar',
      configureMode: 'Configurar esta página',
      inspector: {
        title: 'Inspetor',
        content: 'Passe o mouse sobre os elementos da interface para configurá-los',
        reset: 'Redefinir configurações',
        hideAll: 'Ocultar tudo',
        showAll: 'Mostrar tudo',
      },
      Datagrid: { title: 'Tabela', unlabeled: 'Coluna sem rótulo nº %{column}' },
      SimpleForm: { title: 'Formulário', unlabeled: 'Campo sem rótulo nº %{input}' },
      SimpleList: {
        title: 'Lista',
        primaryText: 'Texto principal',
        secondaryText: 'Texto secundário',
        tertiaryText: 'Texto terciário',
      },
    },
  },
};
