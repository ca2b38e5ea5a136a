// Plain TypeScript (no zod): the funnel engine fills facts in the browser with this.

/**
 * The figures the product states about itself, written into copy as placeholders, so a funnel, a
 * landing and an FAQ can never disagree. Two are typed by marketers (admin → Site settings →
 * Product facts); three are counted from the catalogue (the promise ledger,
 * app/core/promise-ledger.server.ts), so copy can never state more than the product holds:
 *   {{fact:learners}}      "500,000"  how many people have learned with us        (typed)
 *   {{fact:dailyMinutes}}  "20"       the daily time a lesson and its task take   (typed)
 *   {{fact:aiTools}}       "24"       AI tools the published courses teach        (counted)
 *   {{fact:courses}}       "20"       published courses                           (counted)
 *   {{fact:challenges}}    "3"        published challenges                        (counted)
 */
export type TypedProductFacts = { learners: number; dailyMinutes: string }
export type ProductFacts = TypedProductFacts & { aiTools: number; courses: number; challenges: number }
export type ProductFactKey = keyof ProductFacts

export const typedProductFactKeys = ['learners', 'dailyMinutes'] as const satisfies readonly ProductFactKey[]
export const productFactKeys = ['learners', 'dailyMinutes', 'aiTools', 'courses', 'challenges'] as const satisfies readonly ProductFactKey[]

/**
 * What copy shows where no server filled the facts (the engine's CLI walks, unit tests). The site
 * always fills the counted ones from the ledger.
 */
export const defaultProductFacts: ProductFacts = { learners: 500_000, dailyMinutes: '20', aiTools: 15, courses: 20, challenges: 3 }

/** A fact as copy writes it: numbers grouped by thousands ("500,000"). */
export function factText(facts: ProductFacts, key: ProductFactKey): string {
  const value = facts[key]
  return typeof value === 'number' ? String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : value
}

const factPattern = /\{\{\s*fact:(learners|dailyMinutes|aiTools|courses|challenges)\s*\}\}/g

/** Fills every {{fact:…}} in one text. */
export function fillFacts(text: string, facts: ProductFacts): string {
  return text.includes('{{') ? text.replace(factPattern, (_, key: ProductFactKey) => factText(facts, key)) : text
}

/** Every string inside `value` with its facts filled in (a funnel definition, landing content, an FAQ list). */
export function fillFactsEverywhere<T>(value: T, facts: ProductFacts): T {
  if (typeof value === 'string') return fillFacts(value, facts) as T
  if (Array.isArray(value)) return value.map((item: unknown) => fillFactsEverywhere(item, facts)) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillFactsEverywhere(item, facts)])) as T
  return value
}
