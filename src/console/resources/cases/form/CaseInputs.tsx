import { useWatch } from 'react-hook-form';
import type { CategoryType } from '../../../../domain/categories';
import type { CaseCategory } from '../../../../domain/cases';
import { AddressesInput } from './AddressesInput';
import { ProcessInputs } from './ProcessInputs';
import { ShadowModeSwitch } from './ShadowModeSwitch';
import { VehicleInputs } from './VehicleInputs';

export interface CaseInputsProps {
  categories: CaseCategory[];
  typeOf: (categoryId: number) => CategoryType | undefined;
  /** The law company has simplified mode (or the case already is simplified). */
  shadowModeAvailable: boolean;
}

/**
 * Every input of a case, shared by create and edit (STYLE habit 2); validation comes from the
 * shared schema through the form's resolver, not from the inputs.
 */
export function CaseInputs({ categories, typeOf, shadowModeAvailable }: CaseInputsProps) {
  const shadowMode = useWatch({ name: 'shadowMode' }) === true;
  return (
    <>
      {shadowModeAvailable && <ShadowModeSwitch />}
      <VehicleInputs categories={categories} typeOf={typeOf} shadowMode={shadowMode} />
      {!shadowMode && <ProcessInputs />}
      <AddressesInput single={shadowMode} />
    </>
  );
}
