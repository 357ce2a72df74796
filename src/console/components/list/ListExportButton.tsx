import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Box, Button, CircularProgress, Tooltip, Typography } from '@mui/material';
import { ignoreFailure, useOnce } from '../busy/useOnce';
import { VisuallyHidden } from '../VisuallyHidden';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { formatCount } from '../../../domain/format';
import { LIST_EXPORT_MAX_ROWS } from '../../../domain/listQuery';
import type { AppDataProvider } from '../../providers/dataProvider';
import { saveFile } from '../saveFile';

/**
 * 'Exportar' on a list of the console (issue 25 item 10), the same kit as /casos's: the list in
 * context as it is tabbed, filtered and sorted, as an .xlsx the server builds (GET <list>/export),
 * at most LIST_EXPORT_MAX_ROWS rows, the cap said beside the button (and how much a longer list
 * leaves out). A failure shows the shared 'Erro' notice (a mutation: providers/MutationFailureNotices).
 * `filter` is the list's permanent filter (ListBase's `filter`, e.g. the case of a case's trackers),
 * which the list context's filterValues do not carry; it wins over them, as in the list's own call.
 */
export function ListExportButton({ filename, filter }: { filename: string; filter?: Record<string, unknown> }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { resource, filterValues, sort, total } = useListContext();
  const download = useMutation({
    mutationFn: async () => {
      const file = await dataProvider.exportList(resource, { filter: { ...filterValues, ...filter }, sort });
      saveFile(file, `${filename}-${new Date().toISOString().slice(0, 10)}.xlsx`);
    },
  });
  const max = formatCount(LIST_EXPORT_MAX_ROWS);
  const over = total !== undefined && total > LIST_EXPORT_MAX_ROWS;
  return (
    <ExportButtonView
      onExport={() => download.mutateAsync()}
      pending={download.isPending}
      label={translate('app.list.export')}
      hint={translate('app.list.export_hint', { max })}
      cap={
        over
          ? translate('app.list.export_over_cap', { max, total: formatCount(total) })
          : translate('app.list.export_cap', { max })
      }
      over={over}
    />
  );
}

/**
 * The look of every 'Exportar' (this kit's and the case list's): the button, busy while the file
 * is built, and the cap said beside it (a tooltip is for the mouse); over it, in bold.
 */
export function ExportButtonView({
  onExport,
  pending: building,
  label,
  hint,
  cap,
  over,
}: {
  onExport: () => Promise<unknown>;
  pending: boolean;
  label: string;
  hint: string;
  cap: string;
  over: boolean;
}) {
  const capId = useId();
  const hintId = useId();
  // One file per intent: a second click while it is built sends nothing.
  const exporting = useOnce(onExport);
  const pending = building || exporting.busy;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {/* The hint in the button's description: as the tooltip's aria-label on the span around
          the button, no reader spoke it (issue 40 §5). */}
      <Tooltip title={hint} describeChild>
        <span>
          <Button
            variant="outlined"
            size="medium"
            startIcon={pending ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
            onClick={() => void exporting.run().catch(ignoreFailure)}
            disabled={pending}
            aria-busy={pending}
            aria-describedby={`${capId} ${hintId}`}
          >
            {label}
          </Button>
          <VisuallyHidden id={hintId}>{hint}</VisuallyHidden>
        </span>
      </Tooltip>
      <Typography id={capId} variant="caption" color="text.secondary" sx={{ fontWeight: over ? 600 : undefined }}>
        {cap}
      </Typography>
    </Box>
  );
}
