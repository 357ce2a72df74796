import { USER_TEXTS } from '../../domain/users';

/**
 * Texts of the users screen, /usuarios and /suporte (`app.users.*`). Quoted texts are the
 * spec's ('Usuário criado com sucesso', 'Usuário salvo com sucesso!', 'Usuário removido com
 * sucesso.'), from src/domain/users.ts; the rest are ours (docs/decisions.md "Users").
 */
export const usersMessages = {
  app: {
    users: {
      table: 'Usuários',
      columns: { id: 'ID', name: 'Nome', email: 'E-mail', roles: 'Perfis', actions: 'Ações' },
      search: 'Pesquisar',
      search_hint: 'Nome ou e-mail',
      empty: 'Nenhum usuário encontrado',
      error: 'Um problema aconteceu',
      retry: 'Tentar Novamente',
      add: 'Adicionar usuário',
      edit: 'Editar',
      edit_title: 'Editar usuário',
      create_title: 'Novo usuário',
      name: 'Nome',
      email: 'E-mail',
      roles: 'Perfis',
      no_roles: '—',
      you: 'Você',
      save: 'Salvar',
      created: USER_TEXTS.created,
      created_text: 'Uma senha gerada foi enviada para %{email}. O usuário deve trocá-la no primeiro acesso.',
      ok: 'OK',
      updated: USER_TEXTS.updated,
      resend: 'Reenviar senha',
      resend_title: 'Reenviar senha para %{name}?',
      resend_content: USER_TEXTS.resendConfirm,
      resend_done: USER_TEXTS.passwordResent,
      remove: 'Remover',
      remove_title: 'Remover %{name}?',
      remove_content: USER_TEXTS.removeConfirm,
      remove_done: USER_TEXTS.removed,
      not_on_yourself: 'Não é possível fazer isto com o seu próprio usuário',
      own_roles: 'Você não pode alterar os seus próprios perfis; outro administrador pode.',
    },
  },
};
