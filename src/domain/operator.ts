// Who runs the platform (issue 26 item 4): the operator, its CNPJ and address, the support
// channel and the data-protection officer (LGPD art. 41 §1: the encarregado's identity and
// contact are public). Server configuration (OPERATOR_NAME …, README), answered without a token.

export const OPERATOR_PATH = '/public/operator';

/** GET /public/operator. */
export interface OperatorInfo {
  name: string;
  cnpj: string;
  address: string;
  supportEmail: string;
  dpoName: string;
  dpoEmail: string;
}

/** The placeholders the legal texts carry ({{supportEmail}}), each replaced by its value. */
export function fillOperator(text: string, operator: OperatorInfo): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    Object.hasOwn(operator, key) ? String(operator[key as keyof OperatorInfo]) : whole,
  );
}
