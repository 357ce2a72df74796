import { CHAT_MESSAGES } from '../../domain/chat';

/**
 * Texts of /mensagens (`app.chat.*`). Quoted texts are the spec's, word for word; tab and filter
 * labels come from src/domain (CHAT_STATUS_LABELS, CHAT_FILTER_TYPE_LABELS).
 */
export const chatMessages = {
  app: {
    chat: {
      tabs: { label: 'Status das conversas' },
      filters: { label: 'Filtrar conversas', any: 'Todas' },
      list: {
        label: 'Conversas',
        empty: 'Nenhuma conversa encontrada',
        error: 'Um problema aconteceu',
        retry: 'Tentar Novamente',
        unread: '%{smart_count} não lida |||| %{smart_count} não lidas',
        abandoned: 'Abandonada',
        closed: 'Encerrada',
        attendant: 'Atendente: %{name}',
        case: 'Caso %{id}',
      },
      select: CHAT_MESSAGES.selectChat,
      not_found: {
        title: 'Conversa não encontrada',
        text: 'O endereço não leva a uma conversa que você possa ler: ela não existe, foi removida ou é de outra assessoria.',
      },
      empty: CHAT_MESSAGES.noMessages,
      older: 'Carregar mensagens anteriores',
      law_company: 'Assessoria: %{name}',
      older_error: 'Não foi possível carregar as mensagens anteriores. Tente novamente.',
      messages: 'Mensagens da conversa',
      close: 'Fechar conversa',
      last_sent: 'Última mensagem do localizador: %{time}',
      never_sent: 'O localizador ainda não enviou mensagens',
      you: 'Você',
      image: 'Imagem %{n} de %{name}',
      viewer: 'Imagens da mensagem',
      support: CHAT_MESSAGES.support,
      composer: {
        label: 'Mensagem',
        hint: 'Enter envia; Shift+Enter quebra a linha',
        send: 'Enviar',
        images: 'Anexar imagens',
        documents: 'Anexar documentos',
        remove: 'Remover %{name}',
        uploading: 'Enviando %{name}',
        failed: 'Falha ao enviar %{name}',
        too_many_images: 'Até %{n} imagens por mensagem',
        too_many_documents: 'Até %{n} documentos por mensagem',
      },
    },
  },
};
