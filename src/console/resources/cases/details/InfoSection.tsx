import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../../../domain/format';
import { isSupport } from '../../../../domain/roles';
import { CASE_CLOSED_BY_LABELS } from '../../../../domain/statuses';
import { useSession } from '../../../components/useSession';
import { CategoryChip } from '../components/CategoryChip';
import type { CaseDetails } from '../../../../domain/cases';
import { FieldList, type FieldItem } from '../../../components/FieldList';
import { Section } from './Section';

const MISSING_LABELS: Record<string, string> = {
  chassi: 'app.cases.vehicle.chassi',
  model: 'app.cases.vehicle.model',
  processNumber: 'app.cases.process.processNumber',
  financier: 'app.cases.process.financier',
  debtorName: 'app.cases.process.debtorName',
  addresses: 'app.cases.info.addresses',
};

/** Category, company (support), creation and closing; for a draft, what it lacks to be ready. */
export function InfoSection({ details }: { details: CaseDetails }) {
  const translate = useTranslate();
  const { roles } = useSession();
  const items: FieldItem[] = [
    {
      label: 'app.cases.info.category',
      value: details.category ? <CategoryChip title={details.category.title} type={details.category.type} /> : null,
    },
  ];
  if (isSupport(roles)) items.push({ label: 'app.cases.info.company', value: details.lawCompany?.name });
  items.push(
    { label: 'app.cases.info.created_at', value: formatDateTime(details.createdAt) },
    { label: 'app.cases.info.created_by', value: details.createdBy?.name },
  );
  if (details.closedAt || details.closedBy) {
    items.push(
      { label: 'app.cases.info.closed_at', value: formatDateTime(details.closedAt) },
      { label: 'app.cases.info.closed_by', value: details.closedBy ? CASE_CLOSED_BY_LABELS[details.closedBy] : null },
    );
  }
  const missing = details.missingFields ?? [];
  return (
    <Section title="app.cases.info.title">
      <FieldList items={items} />
      {details.status === 'draft' && missing.length > 0 ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('app.cases.info.draft_missing', {
            fields: missing
              .map((field) => (MISSING_LABELS[field] ? translate(MISSING_LABELS[field]) : field))
              .join(', '),
          })}
        </Alert>
      ) : null}
    </Section>
  );
}
