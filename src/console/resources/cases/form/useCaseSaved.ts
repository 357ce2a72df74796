import { useNavigate, useNotify, type Identifier } from 'react-admin';

/** The states a save can leave a case in, each with its own success text. */
const SAVED_AS = new Set(['draft', 'readyAndOpenedForTrackers', 'readyAndClosedForTrackers']);

/**
 * After a save: 'Caso cadastrado/atualizado com sucesso' followed by the state the case was left
 * in (a draft, published for the trackers, or ready but off the app's list) when the save chose it
 * (a new case, or a state other than the one loaded), so the admin sees which of the two buttons
 * took effect; re-saving a published case is only 'Caso cadastrado/atualizado com sucesso' (it was
 * not just published). Then the case's details page.
 */
export function useCaseSaved() {
  const notify = useNotify();
  const navigate = useNavigate();
  // An edit's mutation passes the case as it was loaded (`previousData`); a creation has none.
  return (data: { id: Identifier; status?: unknown }, variables?: object) => {
    const status = String(data.status);
    const before = (variables as { previousData?: { status?: unknown } } | undefined)?.previousData?.status;
    const changed = before === undefined || String(before) !== status;
    notify(changed && SAVED_AS.has(status) ? `app.case_form.saved_as.${status}` : 'app.case_form.saved', {
      type: 'success',
    });
    navigate(`/casos/${data.id}/detalhes`);
  };
}
