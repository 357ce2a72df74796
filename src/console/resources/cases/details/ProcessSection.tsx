import { formatDebtorDocument } from '../../../../domain/cases';
import type { CaseDetails } from '../../../../domain/cases';
import { FieldList } from '../../../components/FieldList';
import { Section } from './Section';

/** Process number, financier, debtor's name and document (CPF or CNPJ, masked). */
export function ProcessSection({ details }: { details: CaseDetails }) {
  return (
    <Section title="app.cases.process.title">
      <FieldList
        items={[
          { label: 'app.cases.process.processNumber', value: details.processNumber },
          { label: 'app.cases.process.financier', value: details.financier },
          { label: 'app.cases.process.debtorName', value: details.debtorName },
          { label: 'app.cases.process.debtorDocument', value: formatDebtorDocument(details.debtorDocument) },
        ]}
      />
    </Section>
  );
}
