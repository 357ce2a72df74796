import { Box, Pagination, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

const NAV_KEYS = {
  first: 'app.trackers.list.first',
  last: 'app.trackers.list.last',
  next: 'app.trackers.list.next',
  previous: 'app.trackers.list.previous',
} as const;

/** '11–20 de 23' and the pages, 10 a page; nothing when everything fits on one page. */
export function ListPagination({ page, perPage, total, onChange }: { page: number; perPage: number; total: number; onChange: (page: number) => void }) {
  const translate = useTranslate();
  const pages = Math.ceil(total / perPage);
  if (pages <= 1) return null;
  const from = (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, pt: 1.5, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.trackers.list.range', { from, to, total })}
      </Typography>
      <Pagination
        page={page}
        count={pages}
        onChange={(_event, next) => onChange(next)}
        color="primary"
        shape="rounded"
        getItemAriaLabel={(type, item) =>
          type in NAV_KEYS ? translate(NAV_KEYS[type as keyof typeof NAV_KEYS]) : translate('app.trackers.list.page', { page: item ?? 0 })
        }
      />
    </Box>
  );
}
