import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS, errorMessage } from '../../src/domain/errors';

describe('errorMessage (shared error catalogue)', () => {
  it('network failure', () => {
    expect(errorMessage({ network: true })).toBe('Sem conexão com a internet');
    expect(errorMessage({ network: true, status: 500 })).toBe('Sem conexão com a internet');
  });

  it('no response (-1)', () => {
    expect(errorMessage({ status: -1 })).toBe('Não conseguimos comunicação com o servidor. Você está sem internet?');
  });

  it("400: the server's message, else 'Dados inválidos'", () => {
    expect(errorMessage({ status: 400, message: 'Caso já encerrado' })).toBe('Caso já encerrado');
    expect(errorMessage({ status: 400 })).toBe('Dados inválidos');
    expect(errorMessage({ status: 400, message: '  ' })).toBe('Dados inválidos');
  });

  it('401, 403, 413, 422 have fixed texts whatever the message', () => {
    expect(errorMessage({ status: 401, message: 'jwt expired' })).toBe('Necessário autenticação');
    expect(errorMessage({ status: 403, message: 'Forbidden' })).toBe(
      'Você não tem permissão para acessar essa funcionalidade',
    );
    expect(errorMessage({ status: 413, message: 'Payload Too Large' })).toBe('Arquivo muito grande, máximo é 10mb');
    expect(errorMessage({ status: 422, message: 'Validation failed' })).toBe('Dados inválidos');
    // Our server's own 413 names the limit that was passed (a JSON body's 1 MB).
    expect(errorMessage({ status: 413, message: 'Dados grandes demais: o máximo por envio é 1 MB.' })).toBe(
      'Dados grandes demais: o máximo por envio é 1 MB.',
    );
  });

  it("404: the message unless empty or it says 'not found'", () => {
    expect(errorMessage({ status: 404, message: 'Caso não encontrado' })).toBe('Caso não encontrado');
    expect(errorMessage({ status: 404, message: 'Route GET:/x Not Found' })).toBe('Não encontrado');
    expect(errorMessage({ status: 404, message: 'not found' })).toBe('Não encontrado');
    expect(errorMessage({ status: 404 })).toBe('Não encontrado');
    expect(errorMessage({ status: 404, message: '' })).toBe('Não encontrado');
  });

  it("429: the rate limiter's message, else a wait advice", () => {
    expect(errorMessage({ status: 429, message: 'Tente novamente em 5 minutos' })).toBe('Tente novamente em 5 minutos');
    expect(errorMessage({ status: 429 })).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
  });

  it("503: the file store's own text (S3 or the disk failed), any other 503 stays generic", () => {
    const text = 'Os arquivos estão indisponíveis no momento. Tente novamente em instantes.';
    expect(errorMessage({ status: 503, message: text })).toBe(text);
    expect(errorMessage({ status: 503, message: 'Service Unavailable' })).toBe('Algo deu errado...');
    expect(errorMessage({ status: 503 })).toBe('Algo deu errado...');
  });

  it("anything else: 'Algo deu errado...'", () => {
    expect(errorMessage({ status: 500, message: 'Internal Server Error' })).toBe('Algo deu errado...');
    expect(errorMessage({ status: 502 })).toBe('Algo deu errado...');
    expect(errorMessage({ status: 409, message: 'Conflict' })).toBe('Algo deu errado...');
    expect(errorMessage({})).toBe('Algo deu errado...');
  });

  it("409: the server's pt-BR text saying who changed the record", () => {
    const text = 'Esta solicitação já foi reprovada por Ana em 22/11/2026 14:03. A lista foi atualizada.';
    expect(errorMessage({ status: 409, message: text })).toBe(text);
    expect(errorMessage({ status: 409 })).toBe('Algo deu errado...');
  });

  it('exports the texts', () => {
    expect(ERROR_TEXTS.unknown).toBe('Algo deu errado...');
    expect(ERROR_TEXTS.notFound).toBe('Não encontrado');
    expect(ERROR_TEXTS.unauthorized).toBe('Necessário autenticação');
  });
});
