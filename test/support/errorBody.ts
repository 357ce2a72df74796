// Every error body carries the request's id (src/server/http/requestId.ts): a test that compares a
// whole body compares it with the id its own X-Request-Id header says, so both stay checked.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

export function expectErrorBody(res: LightMyRequestResponse, expected: ErrorBody, label?: string) {
  const requestId = res.headers['x-request-id'];
  expect(typeof requestId, label).toBe('string');
  expect(res.json(), label).toEqual({ ...expected, requestId });
}
