import { tz } from '@date-fns/tz';
import { format, formatDistanceStrict } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { TIME_ZONE } from '../../../../domain/format';

/** How often the relative time ('em 3 horas') is brought up to date. */
export const RELATIVE_TIME_REFRESH_MS = 30_000;

function useNow(intervalMs: number) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * When the job approves a pending request: 'aprovação em 12/03 14:30' and, below, how long from
 * now ('em 3 horas', refreshed every 30 s; 'na próxima execução' once it is due).
 */
export function ApprovesAt({ date }: { date: Date | null }) {
  const translate = useTranslate();
  const now = useNow(RELATIVE_TIME_REFRESH_MS);
  if (!date) return <>{translate('app.cases.empty_value')}</>;
  const when = format(date, 'dd/MM HH:mm', { locale: ptBR, in: tz(TIME_ZONE) });
  const due = date.getTime() <= now.getTime();
  return (
    <>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {translate('app.trackers.auto.approves_at', { date: when })}
      </Typography>
      <Typography
        variant="caption"
        color={due ? 'warning.main' : 'text.secondary'}
        component="span"
        sx={{ display: 'block' }}
      >
        {due ? translate('app.trackers.auto.due') : formatDistanceStrict(date, now, { addSuffix: true, locale: ptBR })}
      </Typography>
    </>
  );
}
