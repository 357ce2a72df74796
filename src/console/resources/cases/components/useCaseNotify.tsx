import { useNotify } from 'react-admin';

/**
 * The case screens' success notifications, by i18n key. Failures have one notice for the whole
 * console (providers/MutationFailureNotices.tsx: 'Erro' + the catalogue's text).
 */
export function useCaseNotify() {
  const notify = useNotify();
  return {
    success: (key: string) => notify(key, { type: 'success' }),
  };
}
