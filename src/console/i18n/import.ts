/**
 * Texts of /importar (`app.import.*`). Quoted texts are the spec's ('Configuração salva com
 * sucesso!', 'Configuração removida com sucesso.', 'Registro importado com sucesso!', 'Um erro
 * inesperado aconteceu'); the rest are ours (docs/decisions.md "Import"). The spec's are written
 * here rather than imported from src/domain/imports.ts: this catalogue loads with the sign-in
 * page, and that module would bring the case schema along; test/console/import/history.test.tsx
 * checks they are the domain's IMPORT_MESSAGES texts.
 */
export const importMessages = {
  app: {
    import: {
      tabs: { label: 'Seções da importação', history: 'Histórico', configs: 'Configurações' },
      upload: 'Importar planilha',
      template: 'Baixar modelo',
      template_config: 'Configuração do modelo',
      error: 'Um problema aconteceu',
      retry: 'Tentar Novamente',
      // closeOthers asked and not applied (issue 24 item 2): the result and the history's details.
      closing_blocked: {
        errors:
          'Os casos ausentes da planilha não foram encerrados porque há linhas com erro: %{count} caso aberto continua aberto. |||| Os casos ausentes da planilha não foram encerrados porque há linhas com erro: %{count} casos abertos continuam abertos.',
        invalid:
          'Os casos ausentes da planilha não foram encerrados porque há linhas com campos descartados: %{count} caso aberto continua aberto. |||| Os casos ausentes da planilha não foram encerrados porque há linhas com campos descartados: %{count} casos abertos continuam abertos.',
      },
      // What an import left applied (issue 34: a cancel, an abandoned import): count.ts appliedParts.
      applied: {
        rows: '%{current} de %{total} linha gravada |||| %{current} de %{total} linhas gravadas',
        created: '%{count} caso criado |||| %{count} casos criados',
        updated: '%{count} atualizado |||| %{count} atualizados',
        cancelled:
          'Importação cancelada com %{rows}: %{created} e %{updated} continuam no sistema; nenhum caso foi encerrado.',
        ended:
          'A importação já tinha terminado (%{status}) quando o cancelamento chegou, com %{rows}: %{created} e %{updated}.',
        unconfirmed:
          'O cancelamento não chegou ao servidor (%{reason}). Nada mais é enviado: sem novas linhas por 10 minutos, a importação fica como abandonada. O que já foi gravado continua no sistema; veja no histórico.',
        details_cancelled:
          'Cancelada com %{rows}: %{created} e %{updated} continuam no sistema; nenhum caso foi encerrado.',
        details_abandoned:
          'Abandonada: nenhuma linha chegou por 10 minutos (a página que a enviava foi fechada, recarregada ou ficou sem conexão). Parou com %{rows}: %{created} e %{updated} continuam no sistema; nenhum caso foi encerrado.',
        details_processing:
          'Em andamento, com %{rows} até agora. Se a página que a enviava foi fechada, abra "Importar planilha" no mesmo navegador e escolha o mesmo arquivo para continuar; sem novas linhas por 10 minutos, ela fica como abandonada.',
      },
      // A draft row's missing ready fields, by their labels ('Faltam: Modelo, Financeira').
      missing: 'Falta: %{fields} |||| Faltam: %{fields}',
      configs: {
        table: 'Configurações de importação',
        columns: { name: 'Nome', strategy: 'Categoria', updatedAt: 'Atualizada em', actions: 'Ações' },
        empty: 'Nenhuma configuração cadastrada',
        empty_hint: 'Crie uma configuração para dizer em que coluna da planilha está cada campo.',
        add: 'Nova configuração',
        edit: 'Editar',
        remove: 'Remover',
        remove_title: 'Remover a configuração %{name}?',
        remove_content: 'As importações já feitas com ela não mudam.',
        saved: 'Configuração salva com sucesso!',
        removed: 'Configuração removida com sucesso.',
      },
      form: {
        create_title: 'Nova configuração',
        edit_title: 'Editar configuração',
        name: 'Nome',
        skipLines: 'Linhas a ignorar no início',
        skipLines_help: 'Quantas linhas do topo da planilha não são casos (o cabeçalho, por exemplo).',
        shadowMode: 'Importar em modo simplificado',
        columns: 'Colunas da planilha',
        columns_help: 'A coluna de cada campo; uma coluna serve a um campo só.',
        no_column: 'Não importar',
        strategy: 'Categoria dos casos',
        override: 'Categoria de todos os casos',
        pairs: 'Textos da planilha e suas categorias',
        source: 'Texto na planilha',
        category: 'Categoria',
        add_pair: 'Adicionar associação',
        remove_pair: 'Remover associação',
        save: 'Salvar',
      },
      modal: {
        title: 'Importar planilha',
        file: 'Planilha (.xlsx)',
        choose: 'Escolher arquivo',
        no_file: 'Nenhum arquivo escolhido',
        config: 'Configuração',
        closeOthers: 'Encerrar os casos ausentes da planilha',
        closeOthers_help:
          'Ao fim da importação, os casos abertos da assessoria que não estão na planilha são encerrados, desde que todas as linhas sejam importadas sem erro.',
        read: 'Ler planilha',
        reading: 'Lendo a planilha…',
        preview_title: 'Antes de importar',
        // Counted texts: singular |||| plural, chosen by smart_count; the figures come formatted ('20.000').
        preview_intro:
          'A planilha tem %{rows} linha. Nada mudou ainda. |||| A planilha tem %{rows} linhas. Nada mudou ainda.',
        preview_sample: 'As contagens abaixo são das primeiras %{rows} linhas.',
        preview: {
          create: 'Casos a criar',
          update: 'Casos a atualizar',
          reopen: 'Casos a reabrir',
          invalid: 'Linhas com campos descartados',
          error: 'Linhas com erro (não importadas)',
          closeOthers: 'Casos abertos que serão encerrados',
          closeOthers_blocked: 'Casos abertos ausentes da planilha',
        },
        // Whether closeOthers will run, said before anything changes (issue 24 item 2).
        closing_will_run:
          'Ao fim da importação, %{count} caso aberto ausente da planilha será encerrado. |||| Ao fim da importação, %{count} casos abertos ausentes da planilha serão encerrados.',
        closing_sample:
          'As contagens vêm das primeiras %{rows} linhas: se alguma das demais tiver erro ou campo descartado, nenhum caso será encerrado.',
        closing_blocked: {
          errors:
            'Os casos ausentes da planilha não serão encerrados: há linhas com erro. Para encerrá-los, corrija a planilha e importe de novo.',
          invalid:
            'Os casos ausentes da planilha não serão encerrados: há linhas com campos descartados. Para encerrá-los, corrija a planilha e importe de novo.',
        },
        // Incomplete rows (issue 24 item 3): imported as 'Rascunho', not shown to trackers.
        drafts: '%{count} caso será salvo como rascunho |||| %{count} casos serão salvos como rascunho',
        drafts_help: 'Falta um campo para o caso ficar disponível; rascunhos não aparecem para os localizadores.',
        first_drafts: 'Primeiras linhas incompletas',
        first_errors: 'Primeiras linhas com erro',
        line: 'Linha %{line}',
        back: 'Voltar',
        confirm: 'Importar',
        // The start failed (issue 35): nothing began; the file, its preview and the choices stay.
        start_failed: 'A importação não começou',
        start_failed_kept: 'Nada foi gravado; a planilha e as escolhas continuam aqui. Tente novamente quando puder.',
        // The same file (its SHA-256) already being imported in the company (issue 34).
        same_file_title: 'Esta planilha já está sendo importada',
        same_file:
          'Começou em %{date}, por %{name}, com %{rows}. Importar de novo agora grava cada linha duas vezes (os casos não se duplicam: a segunda importação atualiza o que a primeira criou). Espere a primeira terminar (veja no histórico) ou importe mesmo assim.',
        confirm_anyway: 'Importar mesmo assim',
        importing: 'Importando %{current} de %{total} linha |||| Importando %{current} de %{total} linhas',
        progress: 'Progresso da importação',
        cancel: 'Cancelar importação',
        close: 'Fechar',
        success: 'Importação concluída com sucesso.',
        success_closing:
          'Importação concluída. Os casos ausentes da planilha estão sendo encerrados em segundo plano; você pode sair desta tela.',
        warning_errors:
          'Importação concluída, mas %{count} linha tem erro e não foi importada. Corrija-a no histórico. |||| Importação concluída, mas %{count} linhas têm erro e não foram importadas. Corrija-as no histórico.',
        warning_invalid:
          'Importação concluída, mas %{count} linha teve campos descartados. Veja-a no histórico. |||| Importação concluída, mas %{count} linhas tiveram campos descartados. Veja-as no histórico.',
        warning_drafts:
          'Importação concluída, mas %{count} linha estava incompleta e o caso foi salvo como rascunho (não aparece para os localizadores). |||| Importação concluída, mas %{count} linhas estavam incompletas e os casos foram salvos como rascunho (não aparecem para os localizadores).',
        // Error rows and rows with dropped fields at once: the second told too (issue 34).
        also_invalid:
          'Além disso, %{count} linha importada teve campos descartados (chassi, ano ou recompensa inválidos). |||| Além disso, %{count} linhas importadas tiveram campos descartados (chassi, ano ou recompensa inválidos).',
        also_drafts:
          'Além disso, %{count} caso foi salvo como rascunho (linha incompleta). |||| Além disso, %{count} casos foram salvos como rascunho (linhas incompletas).',
        drafts_more: 'Veja todas no histórico, em Detalhes.',
        // A run stopped by a failure (issue 24 item 4): the reason, then how to go on.
        failed_title: 'A importação parou',
        failed_stored: 'Registrado na importação: %{error}',
        failed_resume:
          'Gravadas até aqui: %{current} de %{total} linha. O que já foi gravado continua no sistema; tente novamente para continuar de onde parou. |||| Gravadas até aqui: %{current} de %{total} linhas. O que já foi gravado continua no sistema; tente novamente para continuar de onde parou.',
        failed_ended: 'Esta importação não pode continuar: veja como terminou no histórico.',
        cancelled: 'Importação cancelada. O que já foi importado continua no sistema.',
        unexpected: 'Um erro inesperado aconteceu',
        // A chosen file that is not a readable .xlsx (issue 24 item 6), each with its reason.
        file_problem: {
          not_xlsx: 'O arquivo não é uma planilha .xlsx válida',
          empty: 'A planilha está vazia',
          xls: 'Arquivos .xls não são aceitos: salve a planilha como .xlsx',
          no_rows: 'A planilha não tem linhas a importar.',
          another: 'Escolha outro arquivo.',
        },
        leave: 'Se você sair desta página, a importação para; ao voltar, escolha o mesmo arquivo para continuar.',
        resume_intro:
          'A importação de %{filename} foi interrompida com %{current} de %{total} linha gravada. |||| A importação de %{filename} foi interrompida com %{current} de %{total} linhas gravadas.',
        resume_how:
          'Para continuar de onde parou, escolha o mesmo arquivo. Ou cancele a importação: o que já foi gravado continua no sistema.',
        resume_choose: 'Escolher o mesmo arquivo',
        resume_other: 'Este não é o arquivo desta importação (%{filename}). Escolha o mesmo arquivo para continuar.',
        resume_gone: 'A importação que estava em andamento não está mais ativa: veja como terminou no histórico.',
      },
      history: {
        table: 'Importações',
        columns: {
          createdAt: 'Data',
          filename: 'Arquivo',
          starter: 'Iniciada por',
          // docs/glossary.md: 'Status', never 'Situação'.
          status: 'Status',
          created: 'Criados',
          updated: 'Atualizados',
          closed: 'Encerrados',
          errors: 'Erros',
          actions: 'Ações',
        },
        empty: 'Nenhuma importação feita ainda',
        details: 'Detalhes',
      },
      details: {
        title: 'Importação de %{filename}',
        // The tabs' name (ListTabs translates it without arguments: 'title' read '%{filename}').
        tabs_label: 'Linhas e alterações da importação',
        records: 'Linhas',
        changes: 'Alterações',
        filter: {
          all: 'Todas',
          error: 'Com erro',
          invalid: 'Com campos descartados',
          draft: 'Rascunhos (incompletas)',
        },
        records_table: 'Linhas da planilha',
        changes_table: 'Casos alterados',
        line: 'Linha',
        plate: 'Placa',
        problem: 'Problema',
        case: 'Caso',
        type: 'Alteração',
        date: 'Data',
        fix: 'Corrigir',
        open_case: 'Caso %{id}',
        no_records: 'Nenhuma linha neste filtro',
        no_changes: 'Nenhum caso alterado',
        fix_title: 'Corrigir a linha %{line}',
        save: 'Importar linha',
        saved: 'Registro importado com sucesso!',
        page: 'Página',
      },
    },
  },
};
