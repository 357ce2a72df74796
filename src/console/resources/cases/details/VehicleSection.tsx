import { formatPlate } from '../../../../domain/format';
import type { CaseDetails } from '../../../../domain/cases';
import { FieldList } from '../../../components/FieldList';
import { Section } from './Section';

/** Plate, chassi, renavam, maker, model and year. */
export function VehicleSection({ details }: { details: CaseDetails }) {
  return (
    <Section title="app.cases.vehicle.title">
      <FieldList
        items={[
          {
            label: 'app.cases.vehicle.licensePlate',
            value: details.licensePlate ? formatPlate(details.licensePlate) : null,
          },
          { label: 'app.cases.vehicle.chassi', value: details.chassi },
          { label: 'app.cases.vehicle.renavam', value: details.renavam },
          { label: 'app.cases.vehicle.maker', value: details.maker },
          { label: 'app.cases.vehicle.model', value: details.model },
          { label: 'app.cases.vehicle.year', value: details.year },
        ]}
      />
    </Section>
  );
}
