import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { Button, Card } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportHistoryItem } from '../../../domain/imports';
import { ListTabs } from '../../components/list/ListTabs';
import { PageFrame } from '../../components/PageFrame';
import type { PageProps } from '../../layout/area';
import { ConfigsTab } from './ConfigsTab';
import { HistoryTab } from './HistoryTab';
import { ImportDetailsDialog } from './ImportDetailsDialog';
import { readRowsInWorker, type RowReader } from './readRows';
import { loadRunning } from './resume';
import { TemplateButton } from './TemplateButton';
import { UploadDialog } from './UploadDialog';
import { useImportConfigs } from './useImports';

type Tab = 'history' | 'configs';
const TABS = [
  { value: 'history', label: 'app.import.tabs.history' },
  { value: 'configs', label: 'app.import.tabs.configs' },
] as const;

/**
 * /importar (spec 000 "Importação"): tabs Histórico and Configurações; "Importar planilha" opens
 * the upload modal, "Baixar modelo" downloads a configuration's template. docs/imports.md.
 * `reader` reads the file's rows (the Web Worker; tests pass the parsing function itself).
 */
export function ImportPage({ title, reader = readRowsInWorker }: PageProps & { reader?: RowReader }) {
  const translate = useTranslate();
  const [tab, setTab] = useState<Tab>('history');
  // The modal opens by itself on an import this browser was running (resume.ts).
  const [uploading, setUploading] = useState(() => loadRunning() !== null);
  const [opened, setOpened] = useState<ImportHistoryItem | null>(null);
  const configs = useImportConfigs().data ?? [];
  return (
    <PageFrame
      title={translate(title)}
      actions={
        <>
          <TemplateButton configs={configs} />
          <Button variant="contained" startIcon={<UploadIcon />} onClick={() => setUploading(true)}>
            {translate('app.import.upload')}
          </Button>
        </>
      }
    >
      <Card>
        <ListTabs tabs={TABS} value={tab} onChange={setTab} label="app.import.tabs.label" sx={{ px: 1 }} />
        {tab === 'history' ? <HistoryTab onOpen={setOpened} /> : <ConfigsTab />}
      </Card>
      <UploadDialog
        open={uploading}
        onClose={() => setUploading(false)}
        configs={configs}
        defaultConfigId={configs[0]?.id ?? null}
        reader={reader}
      />
      {opened ? <ImportDetailsDialog item={opened} onClose={() => setOpened(null)} /> : null}
    </PageFrame>
  );
}
