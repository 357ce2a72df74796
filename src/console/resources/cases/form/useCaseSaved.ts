import { useNavigate, useNotify, type Identifier } from 'react-admin';

/** After a save: 'Caso cadastrado/atualizado com sucesso', then the case's details page. */
export function useCaseSaved() {
  const notify = useNotify();
  const navigate = useNavigate();
  return (data: { id: Identifier }) => {
    notify('app.case_form.saved', { type: 'success' });
    navigate(`/casos/${data.id}/detalhes`);
  };
}
