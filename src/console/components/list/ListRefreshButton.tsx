import RefreshIcon from '@mui/icons-material/Refresh';
import { IconButton, Tooltip } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** The table's refresh button (spec 001 §2): reads the list in context again; idle while it loads. */
export function ListRefreshButton({ label = 'app.list.refresh' }: { label?: string }) {
  const translate = useTranslate();
  const { refetch, isFetching } = useListContext();
  const text = translate(label);
  return (
    <Tooltip title={text}>
      <span>
        <IconButton aria-label={text} onClick={() => void refetch()} disabled={isFetching}>
          <RefreshIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
}
