// Issue 35 §4 and §6, "Nothing typed is lost on any failure in any form": the console's forms that
// are not reason dialogs (those are typedReasons.test.tsx) keep what a person typed through a
// failed send — 500, offline, 409, a 401 and signing in again (typedFormsSupport.tsx). This file:
// the forms of users (create, edit), 'Alterar senha', the law company's settings (/configuracoes)
// and the import configuration.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, it } from 'vitest';
import type { CurrentLawCompany } from '../../../src/domain/lawCompanySettings';
import { server } from '../../support/msw';
import { config } from '../import/support';
import { CATEGORIES } from '../cases/formSupport';
import { gatedSend, labelled, typeThenFailEveryWay, useTypedFormsSetup, type FormCase } from './typedFormsSupport';

useTypedFormsSetup();

const COMPANY: CurrentLawCompany = {
  id: 1,
  name: 'Alfa',
  companyName: 'Alfa Assessoria Jurídica Ltda',
  document: '12ABC34501DE35',
  contactName: 'Renata Almeida',
  contactEmail: 'contato@alfa.com.br',
  contactPhone: '1132221000',
  contactWhatsapp: null,
  status: 'active',
  enableTrackersAutoApprove: true,
  enableShadowMode: false,
  state: 'MG',
  city: 'Belo Horizonte',
  neighborhood: 'Centro',
  street: 'Avenida Afonso Pena',
  number: 1500,
  complement: null,
  zipcode: '30130005',
};

const CARLA = {
  id: 21,
  name: 'Carla Souza',
  email: 'carla@alfa.test',
  roles: ['lawCompanyUser', 'lawCompanySeizureRequestAdmin'],
  createdAt: '2026-11-19T13:00:00.000Z',
};

/** /usuarios's reads: the list (Carla) and a user's history. */
const answerUsers = () =>
  server.use(
    http.get('*/admin/users', () => HttpResponse.json({ total: 1, result: [CARLA] })),
    http.get('*/admin/users/:id/history', () => HttpResponse.json([])),
  );

const dialogNamed = (name: string) => () => screen.getByRole('dialog', { name, hidden: true });
const button = (name: string) => (scope: HTMLElement) => within(scope).getByRole('button', { name, hidden: true });

const FORMS: FormCase[] = [
  {
    name: 'Novo usuário',
    as: 'assessoria',
    url: '/usuarios',
    serve: (gate) => {
      answerUsers();
      gatedSend(gate, '*/admin/users', (body) => ({ ...body, id: 30, createdAt: '2026-11-27T10:00:00.000Z' }));
    },
    open: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Adicionar usuário' }, { timeout: 8000 }));
    },
    scope: dialogNamed('Novo usuário'),
    typed: [
      { field: labelled('Nome'), text: 'Joana Pereira de Albuquerque' },
      { field: labelled('E-mail'), text: 'joana.albuquerque@alfa.test' },
    ],
    submit: button('Salvar'),
    success: 'Usuário criado com sucesso',
    body: { name: 'Joana Pereira de Albuquerque', email: 'joana.albuquerque@alfa.test' },
  },
  {
    name: 'Editar usuário',
    as: 'assessoria',
    url: '/usuarios',
    serve: (gate) => {
      answerUsers();
      gatedSend(gate, '*/admin/users', (body) => ({ ...CARLA, ...body }));
    },
    open: async (user) => {
      const row = (await screen.findByRole('cell', { name: 'Carla Souza' }, { timeout: 8000 })).closest('tr')!;
      await user.click(within(row as HTMLElement).getByRole('button', { name: 'Editar' }));
    },
    scope: dialogNamed('Editar usuário'),
    typed: [
      { field: labelled('Nome'), text: 'Carla Souza Menezes' },
      { field: labelled('E-mail'), text: 'carla.menezes@alfa.test' },
    ],
    submit: button('Salvar'),
    success: 'Usuário salvo com sucesso!',
    body: { id: 21, name: 'Carla Souza Menezes', email: 'carla.menezes@alfa.test' },
  },
  {
    name: 'Alterar senha',
    as: 'assessoria',
    url: '/usuarios',
    serve: (gate) => {
      answerUsers();
      gatedSend(gate, '*/auth/change-password', () => ({ success: true }));
    },
    open: async (user) => {
      await user.click(
        await screen.findByRole('button', { name: 'Alice Assessoria, Menu do usuário' }, { timeout: 8000 }),
      );
      await user.click(await screen.findByRole('menuitem', { name: 'Alterar senha' }));
    },
    scope: dialogNamed('Alterar senha'),
    typed: [
      { field: labelled('Senha atual'), text: 'demo1234' },
      { field: labelled('Nova senha'), text: 'nova-senha-2026' },
      { field: labelled('Confirmar nova senha'), text: 'nova-senha-2026' },
    ],
    submit: button('Alterar senha'),
    success: 'Senha alterada com sucesso',
    body: { currentPassword: 'demo1234', password: 'nova-senha-2026', confirmPassword: 'nova-senha-2026' },
  },
  {
    name: 'Configurações da assessoria',
    as: 'assessoria',
    url: '/configuracoes',
    serve: (gate) => {
      server.use(
        http.get('*/admin/law-companies/current', () => HttpResponse.json(COMPANY)),
        http.get('*/admin/law-companies/current/history', () => HttpResponse.json([])),
      );
      gatedSend(gate, '*/admin/law-companies/current', (body) => ({ ...COMPANY, ...body }));
    },
    open: async () => {
      await screen.findByRole('region', { name: 'Contato' }, { timeout: 8000 });
    },
    scope: () => screen.getByRole('button', { name: 'Salvar', hidden: true }).closest('form')!,
    typed: [
      { field: labelled('Responsável'), text: 'Paula Nogueira Franco' },
      { field: labelled('E-mail'), text: 'paula.franco@alfa.com.br' },
      { field: labelled('Telefone'), text: '31987654321', shown: '(31) 98765-4321' },
      { field: labelled('Logradouro'), text: 'Rua da Bahia' },
      { field: labelled('Complemento'), text: 'Sala 804, bloco B' },
    ],
    submit: button('Salvar'),
    success: 'Atualizado com sucesso!',
    body: {
      contactName: 'Paula Nogueira Franco',
      contactEmail: 'paula.franco@alfa.com.br',
      contactPhone: '31987654321',
    },
  },
  {
    name: 'Editar configuração de importação',
    as: 'casos',
    url: '/importar',
    serve: (gate) => {
      server.use(
        http.get('*/admin/import/config', () => HttpResponse.json([config()])),
        http.get('*/admin/import', () => HttpResponse.json({ total: 0, result: [] })),
        http.get('*/admin/seizure-requests/categories', () => HttpResponse.json(CATEGORIES)),
      );
      gatedSend(gate, '*/admin/import/config', (body) => ({ ...config(), ...body }));
    },
    open: async (user) => {
      await user.click(await screen.findByRole('tab', { name: 'Configurações' }, { timeout: 8000 }));
      await user.click(await screen.findByRole('button', { name: 'Editar Carteira Banco Alfa' }, { timeout: 8000 }));
    },
    scope: dialogNamed('Editar configuração'),
    typed: [
      { field: labelled('Nome'), text: 'Carteira Banco Alfa — veículos leves 2026' },
      { field: labelled('Linhas a ignorar no início'), text: '3', shown: 3 },
      {
        field: (scope) => within(scope).getAllByLabelText(/^Texto na planilha/, { selector: 'input' })[0],
        text: 'AUTOMÓVEL',
      },
    ],
    submit: button('Salvar'),
    success: 'Configuração salva com sucesso!',
    body: {
      id: 3,
      name: 'Carteira Banco Alfa — veículos leves 2026',
      config: { skipLines: 3, categories: [{ source: 'AUTOMÓVEL', categoryId: 1 }] },
    },
  },
];

describe('what is typed in a form survives every failed send', () => {
  it.each(FORMS.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await typeThenFailEveryWay(c);
  });
});
