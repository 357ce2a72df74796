import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FileLink } from '../components/FileLink';
import { LabeledBlock } from '../components/LabeledBlock';
import type { ReportFile, SeizureReport } from '../../../../domain/reports';

type Documents = SeizureReport['documents'];

/** The report's other files, each a link with its name, or 'Nenhum documento adicionado'. */
export function OtherDocuments({ documents }: { documents: Documents }) {
  const translate = useTranslate();
  if (documents.others.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.reports.no_documents')}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
      {documents.others.map((file) => (
        <li key={file.id}>
          <FileLink file={file} />
        </li>
      ))}
    </Box>
  );
}

/** One warrant: a link to it, or '—' when the tracker sent none. */
export function WarrantBlock({ title, file }: { title: string; file: ReportFile | null }) {
  const translate = useTranslate();
  return (
    <LabeledBlock title={title}>
      {file ? (
        <FileLink file={file} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.cases.empty_value')}
        </Typography>
      )}
    </LabeledBlock>
  );
}
