import { badRequest } from './errors';

/**
 * The Standard Schema interface that both of our libraries implement: zod (the server's own
 * input and upstream schemas) and valibot (the schemas shared with the client, decision 0018).
 */
interface StandardSchema<Output> {
  readonly '~standard': {
    validate(value: unknown): StandardResult<Output> | Promise<StandardResult<Output>>;
    readonly types?: { readonly output: Output } | undefined;
  };
}
type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | {
      readonly issues: ReadonlyArray<{
        readonly message: string;
        readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
      }>;
    };

export type SchemaOutput<S> = S extends StandardSchema<infer O> ? O : never;

/** Parses request input with a schema; failures become a 400 naming the field and the rule. */
export function parseInput<S extends StandardSchema<unknown>>(
  schema: S,
  input: unknown,
): SchemaOutput<S> {
  const result = schema['~standard'].validate(input);
  if (result instanceof Promise) throw new TypeError('Request schemas must be synchronous');
  if (!result.issues) return result.value as SchemaOutput<S>;
  const issue = result.issues[0];
  const field =
    issue?.path?.map((part) => String(typeof part === 'object' ? part.key : part)).join('.') ||
    'input';
  throw badRequest(`${field}: ${issue?.message ?? 'is invalid'}`);
}
