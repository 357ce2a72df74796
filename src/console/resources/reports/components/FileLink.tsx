import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { Box, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { currentContentUrl, openContent } from '../../../components/contentUrl';
import type { ReportFile } from '../../../../domain/reports';

/** A stored file, opened in a new tab on the content host with the access token (`?token=`). */
export function FileLink({ file }: { file: ReportFile }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <FileIcon fontSize="small" color="action" />
      <Link
        href={currentContentUrl(file.value)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={translate('app.reports.open_file', { filename: file.filename })}
        onClick={(event) => openContent(event, file.value)}
        sx={{ overflowWrap: 'anywhere' }}
      >
        {file.filename}
      </Link>
    </Box>
  );
}
