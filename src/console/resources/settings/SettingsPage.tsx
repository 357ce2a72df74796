import { LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CurrentLawCompany, LawCompanySettingsUpdateData } from '../../../domain/lawCompanySettings';
import type { PageProps } from '../../layout/area';
import { ListError } from '../../components/list/ListStates';
import { PageFrame } from '../../components/PageFrame';
import { pageHeading, useFocusAfterAction } from '../../components/pageFocus';
import { serverFieldErrors } from '../../components/serverErrors';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useChangeMutation } from '../../providers/dependencies';
import { SettingsForm } from './SettingsForm';
import { HistorySection } from '../../components/HistorySection';

/**
 * /configuracoes: the signed-in admin's own company (GET /admin/law-companies/current, under the
 * law companies' key so support's views and this one refresh together) and its form. Saving
 * says 'Atualizado com sucesso!' and starts the form again from what the server stored.
 */
export function SettingsPage({ title }: PageProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({ queryKey: ['law-companies', 'current'], queryFn: () => dataProvider.currentLawCompany() });
  const [saved, setSaved] = useState<{ company: CurrentLawCompany; times: number } | null>(null);
  const save = useChangeMutation('law-companies', {
    mutationFn: (body: LawCompanySettingsUpdateData) => dataProvider.saveLawCompanySettings(body),
    onSuccess: (company) => {
      setSaved((last) => ({ company, times: (last?.times ?? 0) + 1 }));
      notify('app.settings.saved', { type: 'success' });
    },
  });

  // Saved, the form is drawn anew from the server's answer (its 'Salvar' disabled until a change):
  // the focus goes to the page's heading. Refused, it stays on (or goes back to) what sent it.
  const focus = useFocusAfterAction();
  const submit = async (values: Record<string, unknown>) => {
    focus.remember();
    try {
      await save.mutateAsync(values as LawCompanySettingsUpdateData);
    } catch (error) {
      // The console's one 'Erro' notice tells the failure; a 422's messages land on their fields.
      focus.restore();
      return serverFieldErrors(error);
    }
    focus.restore(() => [pageHeading()]);
    return undefined;
  };

  const company = saved?.company ?? query.data;
  return (
    <PageFrame title={translate(title)} maxWidth={1100}>
      {query.error && !company ? (
        <ListError
          error={query.error}
          onRetry={() => void query.refetch()}
          title="app.settings.load_error"
          retry="app.settings.retry"
        />
      ) : company ? (
        <>
          <SettingsForm key={saved?.times ?? 0} company={company} onSubmit={submit} />
          {/* Under the law companies' key: a save refreshes it with the form. */}
          <HistorySection
            queryKey={['law-companies', 'current', 'history']}
            load={(signal) => dataProvider.settingsHistory(signal)}
            headingLevel="h2"
          />
        </>
      ) : (
        <LinearProgress aria-label={translate('app.settings.loading')} />
      )}
    </PageFrame>
  );
}
