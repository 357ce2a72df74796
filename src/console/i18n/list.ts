/**
 * Texts of the list kit (src/console/components/list, `app.list.*`): the spec's common table
 * behaviour (spec 001 §2: 'Pesquisar', 'Um problema aconteceu', 'Tentar Novamente'); the rest ours.
 */
export const listMessages = {
  app: {
    // 'Histórico' where decisions are made (components/HistorySection.tsx, issue 25 item 10).
    history: {
      title: 'Histórico',
      empty: 'Nenhum registro',
      loading: 'Carregando o histórico',
      error: 'Não foi possível carregar o histórico.',
      retry: 'Tentar Novamente',
      when_by: '%{when} por %{name}',
    },
    list: {
      export: 'Exportar',
      export_hint: 'Baixa a lista como está filtrada e ordenada, em .xlsx (até %{max} linhas).',
      export_cap: 'Até %{max} linhas por arquivo',
      export_over_cap: 'A lista tem %{total} linhas: o arquivo terá só as primeiras %{max}',
      refresh: 'Atualizar',
      search: 'Pesquisar',
      search_in: 'Pesquisar em %{column}',
      clear: 'Limpar',
      empty: 'Nenhum registro encontrado',
      error: 'Um problema aconteceu',
      retry: 'Tentar Novamente',
      actions: 'Ações',
      // A list that stopped counting (Page.moreThanTotal): its last reachable row is the total's.
      page_range_more: '%{offsetBegin}-%{offsetEnd} de mais de %{total}',
    },
  },
};
