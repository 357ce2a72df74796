// The shared error catalogue (spec app-users-public-shared.md §8): one failure, one pt-BR text.

export type ApiErrorLike = { status?: number; message?: string; network?: boolean };

export const ERROR_TEXTS = {
  network: 'Sem conexão com a internet',
  noResponse: 'Não conseguimos comunicação com o servidor. Você está sem internet?',
  badRequest: 'Dados inválidos',
  unauthorized: 'Necessário autenticação',
  forbidden: 'Você não tem permissão para acessar essa funcionalidade',
  notFound: 'Não encontrado',
  // A known path asked with another method (405, with Allow).
  methodNotAllowed: 'Método não permitido para este endereço.',
  tooLarge: 'Arquivo muito grande, máximo é 10mb',
  invalidData: 'Dados inválidos',
  tooManyRequests: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  // A second 'Exportar' while the user's first is still being made (server/http/exportSlots.ts).
  exportRunning: 'Você já tem uma exportação em andamento. Aguarde ela terminar para exportar de novo.',
  unknown: 'Algo deu errado...',
  // The file store (the disk or the S3 bucket) failed: the API's 503 says so (docs/operations.md).
  storageUnavailable: 'Os arquivos estão indisponíveis no momento. Tente novamente em instantes.',
} as const;

export function errorMessage(error: ApiErrorLike): string {
  if (error.network) return ERROR_TEXTS.network;
  const message = error.message?.trim() ?? '';
  switch (error.status) {
    case -1:
      return ERROR_TEXTS.noResponse;
    case 400:
      return message || ERROR_TEXTS.badRequest;
    case 401:
      return ERROR_TEXTS.unauthorized;
    case 403:
      return ERROR_TEXTS.forbidden;
    case 404:
      // Framework defaults ('Route GET /x not found') are not for users; our own 404 texts are.
      return message && !/not found/i.test(message) ? message : ERROR_TEXTS.notFound;
    case 409:
      // The record changed since the user saw it: our server says who changed it and when; a bare
      // HTTP status name ('Conflict') from elsewhere is not for users.
      return message && !/^conflict$/i.test(message) ? message : ERROR_TEXTS.unknown;
    case 413:
      // Our server says which limit (an upload's 10 MB, a JSON body's 1 MB); a proxy's bare
      // 'Payload Too Large' is not for users.
      return /máximo/i.test(message) ? message : ERROR_TEXTS.tooLarge;
    case 422:
      // The field messages are shown on the form; the notification stays generic.
      return ERROR_TEXTS.invalidData;
    case 429:
      // The rate limiter's message says how long to wait.
      return message || ERROR_TEXTS.tooManyRequests;
    case 503:
      // Only our own storage text is shown: a proxy's 503 page is not for users.
      return message === ERROR_TEXTS.storageUnavailable ? message : ERROR_TEXTS.unknown;
    default:
      return ERROR_TEXTS.unknown;
  }
}
