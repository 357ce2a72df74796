import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../src/domain/users';
import type { Json } from '../../../src/domain/wire';
import { CompanyUsersPage, SupportUsersPage } from '../../../src/console/resources/users/UsersPage';
import { server } from '../../support/msw';
import { renderScreen, useScreenTestSetup } from '../../support/renderScreen';

useScreenTestSetup();

const user = (overrides: Partial<Json<AdminUser>>): Json<AdminUser> => ({
  id: 21,
  name: 'Carla Souza',
  email: 'carla@alfa.test',
  roles: ['lawCompanyUser', 'lawCompanySeizureRequestAdmin'],
  createdAt: '2026-11-19T13:00:00.000Z',
  ...overrides,
});

// The signed-in test account is user 7 (test/support/renderScreen).
const COMPANY_ROWS = [
  user({ id: 7, name: 'Alice Assessoria', email: 'assessoria@demo.test', roles: ['lawCompanyAdmin'] }),
  user({}),
  user({ id: 22, name: 'Lucas Leitura', email: 'lucas@alfa.test', roles: ['lawCompanyUser', 'qa'] }),
];

function answerList(rows: Json<AdminUser>[]) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get('*/admin/users', ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return HttpResponse.json({ total: rows.length, result: rows });
    }),
  );
  return calls;
}

const renderCompany = () =>
  renderScreen(<CompanyUsersPage title="app.pages.users.title" />, { as: 'assessoria', path: '/usuarios' });
const rowOf = async (name: string) =>
  (await screen.findByRole('cell', { name }, { timeout: 5000 })).closest('tr') as HTMLElement;

describe('/usuarios and /suporte', () => {
  it('shows id, name, e-mail and only the roles the admin can grant', async () => {
    answerList(COMPANY_ROWS);
    renderCompany();
    const carla = await rowOf('Carla Souza');
    expect(within(carla).getByText('21')).toBeInTheDocument();
    expect(within(carla).getByText('carla@alfa.test')).toBeInTheDocument();
    expect(within(carla).getByText('Gerenciar Casos')).toBeInTheDocument();
    // lawCompanyUser and qa are not the admin's to grant: not shown as roles.
    const lucas = await rowOf('Lucas Leitura');
    expect(within(lucas).queryByText('Usuário')).toBeNull();
    expect(within(lucas).queryByText('QA')).toBeNull();
    expect(within(await rowOf('Alice Assessoria')).getByText('Administrador')).toBeInTheDocument();
  });

  // Issue 25 item 2: the form allows a 100-character name without a space; it and a long e-mail
  // break anywhere (and never below 160 px each), so 'Perfis' and 'Ações' stay in the row's view.
  it('lets a 100-character name and a long e-mail wrap in their cells', async () => {
    const name = 'Maximiliano'.repeat(10).slice(0, 100);
    const email = `${'longo'.repeat(13).slice(0, 64)}@${'assessoria'.repeat(8)}.test`;
    answerList([user({ name, email })]);
    renderCompany();
    const row = await rowOf(name);
    for (const cell of [within(row).getByRole('cell', { name }), within(row).getByRole('cell', { name: email })]) {
      expect(getComputedStyle(cell).overflowWrap).toBe('anywhere');
      expect(getComputedStyle(cell).minWidth).toBe('160px');
    }
  });

  it('never resends a password to, nor removes, oneself', async () => {
    answerList(COMPANY_ROWS);
    renderCompany();
    const self = await rowOf('Alice Assessoria');
    expect(within(self).getByRole('button', { name: 'Reenviar senha' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(self).getByRole('button', { name: 'Remover' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(await rowOf('Carla Souza')).getByRole('button', { name: 'Remover' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it("creates with the grantable roles, shows a taken e-mail on its field, then 'Usuário criado com sucesso'", async () => {
    const calls = answerList(COMPANY_ROWS);
    const posts: Record<string, unknown>[] = [];
    server.use(
      http.post('*/admin/users', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posts.push(body);
        if (posts.length === 1)
          return HttpResponse.json(
            { message: 'Dados inválidos', errors: { email: 'Este e-mail já está em uso por outro usuário.' } },
            { status: 422 },
          );
        return HttpResponse.json(user({ id: 30, name: 'Nova Pessoa', email: 'nova@alfa.test' }), { status: 201 });
      }),
    );
    renderCompany();
    await rowOf('Carla Souza');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar usuário' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo usuário' });
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Administrador', 'Gerenciar Casos']);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'Nova Pessoa');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'Nova@Alfa.test');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Gerenciar Casos' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Este e-mail já está em uso por outro usuário.')).toBeInTheDocument();
    expect(posts[0]).toMatchObject({
      name: 'Nova Pessoa',
      email: 'nova@alfa.test',
      roles: ['lawCompanySeizureRequestAdmin'],
    });
    const email = within(dialog).getByRole('textbox', { name: /E-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'nova@alfa.test');
    const before = calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const done = await screen.findByRole('dialog', { name: 'Usuário criado com sucesso' });
    expect(within(done).getByText(/nova@alfa\.test/)).toBeInTheDocument();
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
  });

  it("says 'E-mail inválido' under the field itself: the browser's own check does not stop the form first", async () => {
    answerList(COMPANY_ROWS);
    const posts: unknown[] = [];
    server.use(
      http.post(
        '*/admin/users',
        async ({ request }) => (posts.push(await request.json()), HttpResponse.json(user({}), { status: 201 })),
      ),
    );
    renderCompany();
    await rowOf('Carla Souza');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar usuário' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo usuário' });
    expect(dialog.querySelector('form')).toHaveAttribute('novalidate');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'Nova Pessoa');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'nova@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('E-mail inválido')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it("edits a user, then 'Usuário salvo com sucesso!'", async () => {
    answerList(COMPANY_ROWS);
    const posts: Record<string, unknown>[] = [];
    server.use(
      http.post('*/admin/users', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posts.push(body);
        return HttpResponse.json(user({ name: 'Carla Souza Lima' }));
      }),
    );
    renderCompany();
    await userEvent.click(within(await rowOf('Carla Souza')).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuário' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), ' Lima');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Usuário salvo com sucesso!')).toBeInTheDocument();
    expect(screen.queryByText('Usuário atualizado com sucesso')).toBeNull();
    expect(posts[0]).toMatchObject({ id: 21, name: 'Carla Souza Lima' });
  });

  it("shows the user's 'Histórico' in the edit form: what changed, when and by whom, newest first", async () => {
    answerList(COMPANY_ROWS);
    const asked: string[] = [];
    server.use(
      http.get('*/admin/users/:id/history', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json([
          {
            id: 3,
            action: 'user.update',
            label: 'Usuário alterado',
            detail: 'Perfis: Usuário → Usuário, Gerenciar Casos',
            by: 'Renata Almeida',
            at: '2026-11-20T12:00:00.000Z',
          },
          {
            id: 1,
            action: 'user.create',
            label: 'Usuário criado',
            detail: 'Perfis: Usuário',
            by: 'Renata Almeida',
            at: '2026-11-19T13:00:00.000Z',
          },
        ]);
      }),
    );
    renderCompany();
    await userEvent.click(within(await rowOf('Carla Souza')).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuário' });
    const history = await within(dialog).findByRole('list', { name: 'Histórico' });
    const items = within(history).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Usuário alteradoPerfis: Usuário → Usuário, Gerenciar Casos20/11/2026 09:00 por Renata Almeida',
      'Usuário criadoPerfis: Usuário19/11/2026 10:00 por Renata Almeida',
    ]);
    expect(asked).toEqual(['21']);
    expect(within(dialog).getByRole('heading', { name: 'Histórico' })).toBeInTheDocument();
  });

  it("keeps one's own roles: the admin editing itself cannot untick its 'Administrador', and is told why", async () => {
    answerList(COMPANY_ROWS);
    const posts: Record<string, unknown>[] = [];
    server.use(
      http.post(
        '*/admin/users',
        async ({ request }) => (
          posts.push((await request.json()) as Record<string, unknown>),
          HttpResponse.json(COMPANY_ROWS[0])
        ),
      ),
    );
    renderCompany();
    await userEvent.click(within(await rowOf('Alice Assessoria')).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuário' });
    const admin = within(dialog).getByRole('checkbox', { name: 'Administrador' });
    expect(admin).toBeChecked();
    expect(admin).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Gerenciar Casos' })).toBeDisabled();
    expect(
      within(dialog).getByText('Você não pode alterar os seus próprios perfis; outro administrador pode.'),
    ).toBeInTheDocument();
    // The name is still one's own to change; the roles go as they were.
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), ' A.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ id: 7, name: 'Alice Assessoria A.', roles: ['lawCompanyAdmin'] });
  });

  it("asks before 'Reenviar senha' and says 'Nova senha enviada ao e-mail cadastrado.'", async () => {
    answerList(COMPANY_ROWS);
    const urls: string[] = [];
    server.use(
      http.post('*/admin/users/resend-password/:id', ({ request }) => {
        urls.push(new URL(request.url).pathname);
        return HttpResponse.json({ id: 21, message: 'Nova senha enviada ao e-mail cadastrado.' });
      }),
    );
    renderCompany();
    await userEvent.click(within(await rowOf('Carla Souza')).getByRole('button', { name: 'Reenviar senha' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reenviar senha para Carla Souza?' });
    expect(within(confirm).getByText(/senha atual deste usuário será trocada/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reenviar senha' }));
    expect(await screen.findByText('Nova senha enviada ao e-mail cadastrado.')).toBeInTheDocument();
    expect(urls).toEqual(['/admin/users/resend-password/21']);
  });

  it("asks before removing, then 'Usuário removido com sucesso.', the focus on the next row's 'Remover' (WCAG 2.4.3)", async () => {
    let rows = COMPANY_ROWS;
    server.use(http.get('*/admin/users', () => HttpResponse.json({ total: rows.length, result: rows })));
    const removed: string[] = [];
    server.use(
      http.delete('*/admin/users/:id', ({ params }) => {
        removed.push(String(params.id));
        rows = rows.filter((row) => String(row.id) !== params.id);
        return HttpResponse.json({ id: 21, message: 'Usuário removido com sucesso.' });
      }),
    );
    renderCompany();
    await userEvent.click(within(await rowOf('Carla Souza')).getByRole('button', { name: 'Remover' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remover Carla Souza?' });
    expect(within(confirm).getByText(/perderá o acesso/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Usuário removido com sucesso.')).toBeInTheDocument();
    expect(removed).toEqual(['21']);
    // Carla's row went with the button that asked: the focus is on the next row's, not on <body>.
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Carla Souza' })).toBeNull(), { timeout: 5000 });
    const next = within(await rowOf('Lucas Leitura')).getByRole('button', { name: 'Remover' });
    await waitFor(() => expect(document.activeElement).toBe(next), { timeout: 5000 });
  });

  it('gives the focus back to the row after a dialog that changed nothing', async () => {
    answerList(COMPANY_ROWS);
    renderCompany();
    const edit = within(await rowOf('Carla Souza')).getByRole('button', { name: 'Editar' });
    await userEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuário' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const row = await rowOf('Carla Souza');
    await waitFor(() => expect(document.activeElement).toBe(within(row).getByRole('button', { name: 'Editar' })), {
      timeout: 5000,
    });
  });

  it("/suporte: the support admin's only grant is 'Administrador'", async () => {
    answerList([
      user({ id: 31, name: 'Sérgio Suporte', email: 'suporte@demo.test', roles: ['support'] }),
      user({ id: 32, name: 'Ana Admin', email: 'ana@demo.test', roles: ['support', 'supportAdmin'] }),
    ]);
    renderScreen(<SupportUsersPage title="app.pages.support_users.title" />, { as: 'admin', path: '/suporte' });
    expect(within(await rowOf('Ana Admin')).getByText('Administrador')).toBeInTheDocument();
    expect(within(await rowOf('Sérgio Suporte')).queryByText('Suporte')).toBeNull();
    await userEvent.click(within(await rowOf('Sérgio Suporte')).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuário' });
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Administrador']);
    expect(within(dialog).getByRole('textbox', { name: /E-mail/ })).toHaveValue('suporte@demo.test');
  });
});
