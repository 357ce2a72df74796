import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import { Box, Button, Skeleton, Typography } from '@mui/material';
import { useRef, type ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { LoadingPlaceholder } from '../LoadingPlaceholder';
import { errorText } from '../serverErrors';

/** Placeholder rows while a list's first page loads. */
export function ListLoading({ rows = 3, height = 64 }: { rows?: number; height?: number }) {
  return (
    <LoadingPlaceholder spacing={1} sx={{ py: 1 }}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </LoadingPlaceholder>
  );
}

/** Nothing in this tab with these filters: an icon, the screen's text and an optional hint (i18n keys). */
export function ListEmpty({ text, hint, icon }: { text: string; hint?: string; icon?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 4, textAlign: 'center' }}>
      {icon ?? <InboxIcon sx={{ fontSize: 40, color: 'text.disabled' }} />}
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {translate(text)}
      </Typography>
      {hint ? (
        <Typography color="text.secondary" variant="body2">
          {translate(hint)}
        </Typography>
      ) : null}
    </Box>
  );
}

export interface ListErrorTexts {
  /** The title (i18n key): 'Um problema aconteceu' on the spec's tables. */
  title: string;
  /** The button (i18n key): 'Tentar Novamente' ('Recarregar' on the dashboard, as the spec says). */
  retry: string;
}

/** A list could not be read: the screen's title, the catalogue's text of the failure, and the retry button. */
export function ListError({ error, onRetry, title, retry }: ListErrorTexts & { error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ py: 4, textAlign: 'center' }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 40 }} />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
        {errorText(error)}
      </Typography>
      <Button variant="outlined" size="medium" onClick={onRetry}>
        {translate(retry)}
      </Button>
    </Box>
  );
}

/**
 * Whether the list in context holds the rows of another tab while the new tab loads (react-admin
 * keeps the previous page as placeholder data): those rows, and their count, are not this tab's.
 */
export function useShowsAnotherTab(): boolean {
  const { isPlaceholderData, filterValues } = useListContext();
  const tab: unknown = filterValues?.tab;
  const shownTab = useRef(tab);
  if (!isPlaceholderData) shownTab.current = tab;
  return !!isPlaceholderData && shownTab.current !== tab;
}

/**
 * The rows of the list in context, or its state: the error (with retry), the loading rows, or
 * the empty text. Rows of another tab are not these: while a new tab loads (react-admin keeps the
 * previous rows as placeholder), the loading state shows instead of the old tab's rows.
 */
export function ListBody({
  children,
  empty,
  errorTexts,
  loading = <ListLoading />,
}: {
  children: ReactNode;
  empty: ReactNode;
  errorTexts: ListErrorTexts;
  loading?: ReactNode;
}) {
  const { data, error, isPending, refetch } = useListContext();
  const otherTab = useShowsAnotherTab();
  if (error) return <ListError error={error} onRetry={() => void refetch()} {...errorTexts} />;
  if (isPending || !data || otherTab) return <>{loading}</>;
  if (data.length === 0) return <>{empty}</>;
  return <>{children}</>;
}
