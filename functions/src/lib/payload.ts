import { schemas } from '@mentorbridge/model';
import { HttpsError } from 'firebase-functions/v2/https';

const { v } = schemas;

/**
 * A callable's payload checked against its schema in the model, or `invalid-argument` with the message of
 * the first check it fails (checks run in the schema's order and stop there).
 */
export function checkPayload<S extends schemas.v.GenericSchema>(schema: S, data: unknown): schemas.v.InferOutput<S> {
  const result = v.safeParse(schema, data, { abortEarly: true });
  if (!result.success) throw new HttpsError('invalid-argument', schemas.firstMessage(result.issues));
  return result.output;
}
