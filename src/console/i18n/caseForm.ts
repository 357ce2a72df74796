import { addressTexts } from './address';

/** Texts of the case form (`app.case_form.*`): create and edit share them. */
export const caseFormMessages = {
  app: {
    case_form: {
      sections: {
        vehicle: 'Veículo',
        process: 'Processo e devedor',
        addresses: 'Endereços',
      },
      fields: {
        categoryId: 'Categoria',
        licensePlate: 'Placa',
        chassi: 'Chassi',
        renavam: 'Renavam',
        maker: 'Marca',
        model: 'Modelo',
        year: 'Ano',
        reward: 'Recompensa',
        processNumber: 'Número do processo',
        financier: 'Financeira',
        debtorName: 'Nome do devedor',
        debtorDocument: 'CPF/CNPJ do devedor',
      },
      hints: {
        licensePlate: 'Letras e números, sem traço (ABC1D23)',
        chassi: '17 letras ou números',
        debtorDocument: 'CPF ou CNPJ, com ou sem pontuação',
      },
      category: {
        load_error: 'Um problema aconteceu',
        retry: 'Tentar Novamente',
      },
      shadow: {
        label: 'Modo simplificado',
        hint: 'Apenas categoria, placa e um endereço. O caso não é listado no aplicativo.',
        confirm_title: 'Ativar o modo simplificado?',
        confirm_content:
          'Os dados do veículo e do processo e os endereços além do primeiro serão apagados deste formulário.',
        confirm: 'Ativar e apagar',
      },
      address: addressTexts,
      different_location: {
        title: 'Localização Diferente',
        content:
          'A localização encontrada para este endereço é %{found}, diferente da informada (%{typed}). Deseja usar a localização encontrada?',
        confirm: 'Usar a encontrada',
        cancel: 'Manter a informada',
      },
      draft: {
        missing: 'Para o caso ficar disponível aos localizadores, preencha: %{fields}.',
        can_save: 'Você também pode salvar como rascunho e completar depois.',
        cannot_save: 'Este caso já recebeu solicitações de localizadores e não pode voltar a ser rascunho.',
        save: 'Salvar como rascunho',
      },
      closed: 'Caso encerrado não pode ser editado. Reabra o caso para alterá-lo.',
      save: 'Salvar',
      cancel: 'Cancelar',
      publish: 'Publicar',
      saved: 'Caso cadastrado/atualizado com sucesso',
      saved_as: {
        draft: 'Caso cadastrado/atualizado com sucesso: salvo como rascunho, ainda não disponível aos localizadores.',
        readyAndOpenedForTrackers: 'Caso cadastrado/atualizado com sucesso: publicado, disponível aos localizadores.',
        readyAndClosedForTrackers: 'Caso cadastrado/atualizado com sucesso: pronto, fora da lista do aplicativo.',
      },
      load_error: 'Um problema aconteceu',
    },
  },
  resources: {},
};
