import { Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Section } from './Section';

/**
 * A reserved slot of the details page: the trackers and the seizure reports sections arrive with
 * the next issue (spec 000 "Trackers of a case", "Seizure reports"); they replace these.
 */
export function ComingSoonSection({ title, hint }: { title: string; hint: string }) {
  const translate = useTranslate();
  return (
    <Section title={title} action={<Chip size="small" variant="outlined" label={translate('app.cases.soon.badge')} />}>
      <Typography color="text.secondary">{translate(hint)}</Typography>
    </Section>
  );
}
