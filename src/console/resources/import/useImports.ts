import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { ImportConfigInput } from '../../../domain/imports';
import { useChangeMutation } from '../../providers/dependencies';
import { importApi } from './importApi';

/** GET /admin/import/config: the company's configurations (a handful: no paging). */
export function useImportConfigs() {
  return useQuery({ queryKey: ['import-configs', 'list'], queryFn: ({ signal }) => importApi.listConfigs(signal) });
}

/** POST /admin/import/config: 'Configuração salva com sucesso!'; the list refreshes (providers/dependencies). */
export function useSaveConfig() {
  const notify = useNotify();
  return useChangeMutation('import-configs', {
    mutationFn: (body: ImportConfigInput) => importApi.saveConfig(body),
    onSuccess: () => notify('app.import.configs.saved', { type: 'success' }),
  });
}

/** DELETE /admin/import/config/{id}: 'Configuração removida com sucesso.' */
export function useRemoveConfig() {
  const notify = useNotify();
  return useChangeMutation('import-configs', {
    mutationFn: (id: number) => importApi.removeConfig(id),
    onSuccess: () => notify('app.import.configs.removed', { type: 'success' }),
  });
}

export type RecordFilter = 'all' | 'error' | 'invalid' | 'draft';

/** GET /admin/import/{id}: the import with its counts and a page of its records (by line). */
export function useImportDetails(id: number, page: number, filter: RecordFilter) {
  return useQuery({
    queryKey: ['imports', 'details', id, page, filter],
    queryFn: ({ signal }) =>
      importApi.details(id, { page, perPage: 10, filter: filter === 'all' ? undefined : filter }, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/import/{id}/changes: the cases it created, updated or closed. */
export function useImportChanges(id: number, page: number) {
  return useQuery({
    queryKey: ['imports', 'changes', id, page],
    queryFn: ({ signal }) => importApi.changes(id, { page, perPage: 10 }, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/import/{id}/save: one row corrected; 'Registro importado com sucesso!'. */
export function useSaveRecord(id: number) {
  const notify = useNotify();
  return useChangeMutation('imports', {
    mutationFn: (body: { line: number; model: Record<string, unknown> }) => importApi.saveRecord(id, body),
    onSuccess: () => notify('app.import.details.saved', { type: 'success' }),
  });
}
