import { z } from 'zod'
import { defaultProductFacts, typedProductFactKeys, type TypedProductFacts } from './product-fact-text'

/** How Site settings stores the marketer-typed product facts (see product-fact-text.ts for what each one is). */
export const productFactsSchema = z.object({
  learners: z.int().min(0),
  dailyMinutes: z.string().regex(/^\d{1,3}(–\d{1,3})?$/, 'Minutes, or a range with an en dash: 20 or 15–20'),
}) satisfies z.ZodType<TypedProductFacts>

/** Stored typed facts, each missing or broken one replaced by its default. */
export function readProductFacts(stored: unknown): TypedProductFacts {
  const given = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>
  const facts: TypedProductFacts = { learners: defaultProductFacts.learners, dailyMinutes: defaultProductFacts.dailyMinutes }
  for (const key of typedProductFactKeys) {
    const one = productFactsSchema.shape[key].safeParse(given[key])
    if (one.success) Object.assign(facts, { [key]: one.data })
  }
  return facts
}
