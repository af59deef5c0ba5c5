import * as v from 'valibot';
import { movieSummarySchema, pagedSchema, tvSummarySchema } from './title-schemas';

/**
 * The person answers of the catalogue contract (TMDB v3 shapes, issue 30): a person with their
 * films and series (`/person/{id}?append_to_response=combined_credits`), and the people a search
 * finds. Apart from the title shapes so that only the pages that show people load them.
 */

const int = v.pipe(v.number(), v.integer());
const role = { character: v.optional(v.string()), job: v.optional(v.string()) };

/** One title a person is credited on: the title's summary plus the part they had in it. */
const personCreditSchema = v.variant('media_type', [
  v.object({ ...movieSummarySchema.entries, ...role }),
  v.object({ ...tvSummarySchema.entries, ...role }),
]);
export type PersonCredit = v.InferOutput<typeof personCreditSchema>;

export const personDetailSchema = v.object({
  id: int,
  name: v.string(),
  known_for_department: v.nullable(v.string()),
  biography: v.string(),
  profile_path: v.nullable(v.string()),
  combined_credits: v.object({
    cast: v.array(personCreditSchema),
    crew: v.array(personCreditSchema),
  }),
});
export type PersonDetail = v.InferOutput<typeof personDetailSchema>;

const personSummarySchema = v.object({
  id: int,
  name: v.string(),
  known_for_department: v.nullable(v.string()),
  profile_path: v.nullable(v.string()),
});
export type PersonSummary = v.InferOutput<typeof personSummarySchema>;

export const personListSchema = pagedSchema(personSummarySchema);
