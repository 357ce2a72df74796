import type { z } from 'zod';
import { fieldErrors } from '../../domain/schemas/fieldErrors';

type FieldError = { type: string; message: string };
type ErrorTree = { [key: string]: FieldError | ErrorTree };

/** 'address.city' → { address: { city: … } }, the nesting react-hook-form expects. */
function nest(flat: Record<string, string>): ErrorTree {
  const tree: ErrorTree = {};
  for (const [path, message] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = tree;
    keys.slice(0, -1).forEach((key) => {
      node = (node[key] ??= {}) as ErrorTree;
    });
    node[keys[keys.length - 1]] = { type: 'validation', message };
  }
  return tree;
}

/**
 * A react-hook-form resolver for a zod schema of src/domain, so a form validates with the same
 * rules and pt-BR messages as the server (no resolver package needed). The form's submit
 * handler receives the parsed values (trimmed, lower-cased e-mail, defaults applied).
 */
export function zodResolver<Schema extends z.ZodType>(schema: Schema) {
  return async (values: Record<string, unknown>) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as Record<string, unknown>, errors: {} };
    return { values: {}, errors: nest(fieldErrors(result.error)) };
  };
}
