// Plain TypeScript (no zod): the funnel engine fills facts in the browser with this.

/**
 * The figures the product states about itself, kept once (admin → Site settings → Product facts)
 * and written into copy as placeholders, so a funnel, a landing and an FAQ can never disagree:
 *   {{fact:learners}}      "500,000"  how many people have learned with us
 *   {{fact:dailyMinutes}}  "20"       the daily time a lesson and its task take
 *   {{fact:aiTools}}       "15"       AI tools the lessons teach
 *   {{fact:courses}}       "20"       courses in the catalogue
 */
export type ProductFacts = { learners: number; dailyMinutes: string; aiTools: number; courses: number }
export type ProductFactKey = keyof ProductFacts

export const productFactKeys = ['learners', 'dailyMinutes', 'aiTools', 'courses'] as const satisfies readonly ProductFactKey[]

export const defaultProductFacts: ProductFacts = { learners: 500_000, dailyMinutes: '20', aiTools: 15, courses: 20 }

/** A fact as copy writes it: numbers grouped by thousands ("500,000"). */
export function factText(facts: ProductFacts, key: ProductFactKey): string {
  const value = facts[key]
  return typeof value === 'number' ? String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : value
}

const factPattern = /\{\{\s*fact:(learners|dailyMinutes|aiTools|courses)\s*\}\}/g

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
