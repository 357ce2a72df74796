import { useNavigate, useNotify, type Identifier } from 'react-admin';

/** The states a save can leave a case in, each with its own success text. */
const SAVED_AS = new Set(['draft', 'readyAndOpenedForTrackers', 'readyAndClosedForTrackers']);

/**
 * After a save: 'Caso cadastrado/atualizado com sucesso' followed by the state the case was left
 * in (a draft, published for the trackers, or ready but off the app's list), so the admin sees
 * which of the two buttons took effect; then the case's details page.
 */
export function useCaseSaved() {
  const notify = useNotify();
  const navigate = useNavigate();
  return (data: { id: Identifier; status?: unknown }) => {
    const status = String(data.status);
    notify(SAVED_AS.has(status) ? `app.case_form.saved_as.${status}` : 'app.case_form.saved', { type: 'success' });
    navigate(`/casos/${data.id}/detalhes`);
  };
}
