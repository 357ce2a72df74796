import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuLabels, renderAppAs, useShellTestSetup, type DemoAccount } from './renderApp';

useShellTestSetup();

const CASES_GROUP = ['Casos', 'Aprovação Automática', 'Mensagens'];
const APP_GROUP = ['Cadastros', 'Planos', 'Transferências'];

// Exact menus of the demo accounts (DESIGN.md), in order: Dashboard, Casos, Aplicativo, Administração.
const MENUS: Record<Exclude<DemoAccount, 'localizador'>, { items: string[]; groups: string[] }> = {
  admin: {
    items: ['Dashboard', ...CASES_GROUP, ...APP_GROUP, 'Assessorias Jurídicas', 'Suporte', 'Análises'],
    groups: ['Casos', 'Aplicativo', 'Administração'],
  },
  suporte: {
    items: ['Dashboard', ...CASES_GROUP, ...APP_GROUP, 'Assessorias Jurídicas', 'Análises'],
    groups: ['Casos', 'Aplicativo', 'Administração'],
  },
  assessoria: {
    items: ['Dashboard', ...CASES_GROUP, 'Importar', 'Usuários', 'Configurações'],
    groups: ['Casos', 'Administração'],
  },
  casos: { items: ['Dashboard', ...CASES_GROUP, 'Importar'], groups: ['Casos'] },
  leitura: { items: ['Dashboard', ...CASES_GROUP], groups: ['Casos'] },
  beta: {
    items: ['Dashboard', ...CASES_GROUP, 'Importar', 'Usuários', 'Configurações'],
    groups: ['Casos', 'Administração'],
  },
};

const ALL_ITEMS = [
  'Dashboard',
  ...CASES_GROUP,
  'Importar',
  ...APP_GROUP,
  'Assessorias Jurídicas',
  'Usuários',
  'Suporte',
  'Configurações',
  'Análises',
];

describe('the menu of each demo role', () => {
  it.each(Object.entries(MENUS))('%s sees exactly its entries and groups', async (account, expected) => {
    renderAppAs(account as DemoAccount);
    expect(await menuLabels()).toEqual(expected.items);
    for (const hidden of ALL_ITEMS.filter((item) => !expected.items.includes(item))) {
      expect(screen.queryByRole('link', { name: hidden })).not.toBeInTheDocument();
    }
    for (const group of ['Aplicativo', 'Administração']) {
      const shown = expected.groups.includes(group);
      expect(screen.queryByRole('heading', { name: group, level: 2 }) !== null).toBe(shown);
    }
  });

  it('localizador (tracker only) gets "Nada por aqui" instead of the shell', async () => {
    renderAppAs('localizador');
    expect(await screen.findByRole('heading', { name: 'Nada por aqui', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Seu perfil ainda não tem acesso à versão web do Recupera.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
  });
});
