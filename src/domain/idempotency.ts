// The Idempotency-Key header of the API's writes (docs/api.md "Idempotency-Key"): its texts and form.

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that repeats the first answer of its key instead of running again. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** A random value (a UUID: 36 characters) of printable ASCII, long enough not to be guessed. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{16,255}$/;

export const IDEMPOTENCY_TEXTS = {
  invalidKey: 'Idempotency-Key inválida: use um valor aleatório de 16 a 255 caracteres, como um UUID.',
  otherRequest: 'Esta Idempotency-Key já foi usada em outro pedido. Para uma nova ação, use uma nova chave.',
  inProgress: 'Esta ação já está em andamento.',
} as const;
