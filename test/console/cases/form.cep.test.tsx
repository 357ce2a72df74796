import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CEP_TIMEOUT_MS,
  CepNotFoundError,
  CepUnavailableError,
  lookupCep,
} from '../../../src/console/providers/addressMethods';
import { server } from '../../support/msw';
import { useScreenTestSetup } from '../../support/renderScreen';
import {
  address,
  answerCepServices,
  answerFormApi,
  field,
  fill,
  messageOf,
  numberField,
  openForm,
  save,
  type,
} from './formSupport';

useScreenTestSetup();

const filled = async (scope: HTMLElement) => {
  await waitFor(() => expect(field('Cidade', scope)).toHaveValue('São Paulo'));
  expect(within(scope).getByRole('combobox', { name: /Estado/ })).toHaveTextContent('SP - São Paulo');
  expect(field('Bairro', scope)).toHaveValue('Bela Vista');
  expect(field('Logradouro', scope)).toHaveValue('Avenida Paulista');
  expect(messageOf(field('CEP', scope))).not.toBe('CEP não encontrado');
};

describe('CEP lookup in the form', () => {
  it('fills the address from BrasilAPI when ViaCEP is down', async () => {
    answerFormApi();
    answerCepServices('down', 'ok');
    const user = await openForm();
    await type(user, field('CEP', address(1)), '01310-100');
    await filled(address(1));
  });

  it('fills the address from ViaCEP when BrasilAPI is down', async () => {
    answerFormApi();
    answerCepServices('ok', 'down');
    const user = await openForm();
    await fill(user, field('CEP', address(1)), '01310100');
    await filled(address(1));
  });

  it("says 'Não foi possível consultar o CEP agora' (not 'CEP não encontrado') when both services are down; manual entry stays", async () => {
    answerFormApi();
    answerCepServices('down', 'down');
    const user = await openForm();
    await fill(user, field('CEP', address(1)), '01310100');
    await waitFor(() => expect(messageOf(field('CEP', address(1)))).toBe('Não foi possível consultar o CEP agora'));
    expect(field('Cidade', address(1))).toHaveValue('');
    await fill(user, field('Cidade', address(1)), 'Campinas');
    expect(field('Cidade', address(1))).toHaveValue('Campinas');
    expect(field('Cidade', address(1))).toBeEnabled();
  });

  it("says 'CEP não encontrado' when one service is down and the other does not know the CEP", async () => {
    answerFormApi();
    answerCepServices('down', 'unknown');
    const user = await openForm();
    await fill(user, field('CEP', address(1)), '99999999');
    await waitFor(() => expect(messageOf(field('CEP', address(1)))).toBe('CEP não encontrado'));
  });

  it("says 'CEP não encontrado' when neither service knows the CEP (ViaCEP erro, BrasilAPI 404)", async () => {
    answerFormApi();
    answerCepServices('unknown', 'unknown');
    const user = await openForm();
    await fill(user, field('CEP', address(1)), '99999999');
    await waitFor(() => expect(messageOf(field('CEP', address(1)))).toBe('CEP não encontrado'));
    // Fixing the CEP clears the message.
    answerCepServices('ok', 'unknown');
    await fill(user, field('CEP', address(1)), '01310100');
    await filled(address(1));
  });

  it('keeps what was typed when the service has no street for the CEP', async () => {
    answerFormApi();
    server.use(
      http.get('https://viacep.com.br/ws/:cep/json/', () =>
        HttpResponse.json({ cep: '13165-000', logradouro: '', bairro: '', localidade: 'Engenheiro Coelho', uf: 'SP' }),
      ),
      http.get('https://brasilapi.com.br/api/cep/v1/:cep', () => HttpResponse.error()),
    );
    const user = await openForm();
    await fill(user, field('Logradouro', address(1)), 'Rua das Flores');
    await fill(user, field('CEP', address(1)), '13165000');
    await waitFor(() => expect(field('Cidade', address(1))).toHaveValue('Engenheiro Coelho'));
    expect(field('Logradouro', address(1))).toHaveValue('Rua das Flores');
  });
});

describe('lookupCep (the race)', () => {
  afterEach(() => vi.useRealTimers());

  it('takes the first answer and aborts the slower service', async () => {
    const seen = answerCepServices('hang', 'ok');
    await expect(lookupCep('01310-100')).resolves.toEqual({
      zipcode: '01310100',
      state: 'SP',
      city: 'São Paulo',
      neighborhood: 'Bela Vista',
      street: 'Avenida Paulista',
    });
    await waitFor(() => expect(seen.viaCepAborted).toBe(true));
  });

  it('accepts erro: true as well as erro: "true" from ViaCEP as an unknown CEP', async () => {
    server.use(
      http.get('https://viacep.com.br/ws/:cep/json/', () => HttpResponse.json({ erro: true })),
      http.get('https://brasilapi.com.br/api/cep/v1/:cep', () => new HttpResponse(null, { status: 404 })),
    );
    await expect(lookupCep('99999999')).rejects.toBeInstanceOf(CepNotFoundError);
  });

  it('gives up after the timeout when neither service answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const seen = answerCepServices('hang', 'hang');
    const result = lookupCep('01310100');
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(CEP_TIMEOUT_MS - 100);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).rejects.toBeInstanceOf(CepUnavailableError);
    expect(seen).toEqual({ viaCepAborted: true, brasilApiAborted: true });
  });

  it('a 5xx or a broken answer from both services is unavailable, not unknown', async () => {
    server.use(
      http.get('https://viacep.com.br/ws/:cep/json/', () => new HttpResponse('<html>', { status: 200 })),
      http.get('https://brasilapi.com.br/api/cep/v1/:cep', () => new HttpResponse(null, { status: 503 })),
    );
    await expect(lookupCep('01310100')).rejects.toBeInstanceOf(CepUnavailableError);
  });

  it('refuses anything but 8 digits without calling the services', async () => {
    await expect(lookupCep('0131010')).rejects.toBeInstanceOf(CepNotFoundError);
  });

  it('rejects with an AbortError when a newer lookup cancels it', async () => {
    answerCepServices('hang', 'hang');
    const controller = new AbortController();
    const result = lookupCep('01310100', { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('geo check', () => {
  it('fills latitude and longitude after the CEP lookup', async () => {
    const api = answerFormApi();
    answerCepServices('ok', 'ok');
    const user = await openForm();
    await fill(user, field('CEP', address(1)), '01310100');
    await waitFor(() => expect(numberField('Latitude', address(1))).toHaveValue(-23.5475));
    expect(numberField('Longitude', address(1))).toHaveValue(-46.63611);
    expect(api.geo).toEqual([{ city: 'São Paulo', state: 'SP' }]);
  });

  it("asks 'Localização Diferente' when the city found differs, and uses it when confirmed", async () => {
    answerFormApi({
      geo: () =>
        HttpResponse.json({ city: 'São Luiz do Paraitinga', state: 'SP', latitude: -23.22222, longitude: -45.31 }),
    });
    const user = await openForm();
    const first = address(1);
    await user.click(within(first).getByRole('combobox', { name: /Estado/ }));
    await user.click(await screen.findByRole('option', { name: 'SP - São Paulo' }));
    await fill(user, field('Cidade', first), 'Sao Luis do Paraitinga');
    await user.tab();
    const dialog = await screen.findByRole('dialog', { name: 'Localização Diferente' });
    expect(dialog).toHaveTextContent('São Luiz do Paraitinga/SP');
    expect(dialog).toHaveTextContent('Sao Luis do Paraitinga/SP');
    await user.click(within(dialog).getByRole('button', { name: 'Usar a encontrada' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('Cidade', first)).toHaveValue('São Luiz do Paraitinga');
    expect(numberField('Latitude', first)).toHaveValue(-23.22222);
  });

  it("keeps the typed location when the user says so; the coordinates will be the municipality's", async () => {
    answerFormApi({
      geo: () => HttpResponse.json({ city: 'Campinas', state: 'SP', latitude: -22.9, longitude: -47.06 }),
    });
    answerCepServices('ok', 'down');
    const user = await openForm();
    await fill(user, field('CEP', address(1)), '01310100');
    const dialog = await screen.findByRole('dialog', { name: 'Localização Diferente' });
    await user.click(within(dialog).getByRole('button', { name: 'Manter a informada' }));
    expect(field('Cidade', address(1))).toHaveValue('São Paulo');
    expect(numberField('Latitude', address(1))).toHaveValue(null);
    expect(
      within(address(1)).getByText('Ao salvar, a latitude e a longitude serão as do município informado.'),
    ).toBeInTheDocument();
  });

  it('takes the official spelling of the same city without asking', async () => {
    answerFormApi({
      geo: () => HttpResponse.json({ city: 'São Paulo', state: 'SP', latitude: -23.5475, longitude: -46.63611 }),
    });
    const user = await openForm();
    const first = address(1);
    await user.click(within(first).getByRole('combobox', { name: /Estado/ }));
    await user.click(await screen.findByRole('option', { name: 'SP - São Paulo' }));
    await fill(user, field('Cidade', first), 'sao paulo');
    await user.tab();
    await waitFor(() => expect(field('Cidade', first)).toHaveValue('São Paulo'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(numberField('Longitude', first)).toHaveValue(-46.63611);
  });

  it('asks for the coordinates of a municipality the table has none for', async () => {
    answerFormApi({ geo: () => HttpResponse.json({ city: 'Borá', state: 'SP', latitude: null, longitude: null }) });
    const user = await openForm();
    const first = address(1);
    await user.click(within(first).getByRole('combobox', { name: /Estado/ }));
    await user.click(await screen.findByRole('option', { name: 'SP - São Paulo' }));
    await fill(user, field('Cidade', first), 'Borá');
    await user.tab();
    expect(
      await within(first).findByText('Não temos as coordenadas de Borá/SP: informe a latitude e a longitude.'),
    ).toBeInTheDocument();
    expect(numberField('Latitude', first)).toHaveValue(null);
  });

  it("puts 'Município não encontrado' on the city when the state has no such city", async () => {
    answerFormApi({
      geo: () =>
        HttpResponse.json(
          { statusCode: 404, error: 'Not Found', message: 'Município não encontrado' },
          { status: 404 },
        ),
    });
    const user = await openForm();
    const first = address(1);
    await user.click(within(first).getByRole('combobox', { name: /Estado/ }));
    await user.click(await screen.findByRole('option', { name: 'RJ - Rio de Janeiro' }));
    await fill(user, field('Cidade', first), 'Campinas');
    await user.tab();
    await waitFor(() => expect(messageOf(field('Cidade', first))).toBe('Município não encontrado'));
  });
});

describe('after a failed save', () => {
  it('clears the messages of the fields the CEP and the geo check fill', async () => {
    answerFormApi();
    answerCepServices('ok', 'ok');
    const user = await openForm();
    await save(user);
    const first = address(1);
    await waitFor(() => expect(messageOf(field('Cidade', first))).toBe('Obrigatório'));
    // The coordinates are optional: the server fills them from the municipality.
    expect(messageOf(numberField('Latitude', first))).toBe('');
    await fill(user, field('CEP', first), '01310100');
    await waitFor(() => expect(numberField('Latitude', first)).toHaveValue(-23.5475));
    await waitFor(() => expect(messageOf(numberField('Latitude', first))).toBe(''));
    expect(messageOf(numberField('Longitude', first))).toBe('');
    expect(messageOf(within(first).getByRole('combobox', { name: /Estado/ }))).toBe('');
    expect(messageOf(field('Cidade', first))).toBe('');
  });
});
