import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from '../../../src/domain/schemas/fieldErrors';

describe('fieldErrors', () => {
  const schema = z.object({
    name: z
      .string()
      .min(3, 'curto')
      .regex(/^[a-z]+$/, 'letras'),
    address: z.object({ city: z.string().min(1, 'cidade') }),
    tags: z.array(z.string().min(2, 'tag')),
  });

  it('keeps the first message per field and joins nested paths with dots', () => {
    const result = schema.safeParse({ name: '1', address: { city: '' }, tags: ['ok', 'x'] });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: 'curto',
      'address.city': 'cidade',
      'tags.1': 'tag',
    });
  });

  it('is empty for an error without issues', () => {
    expect(fieldErrors(new z.ZodError([]))).toEqual({});
  });
});
