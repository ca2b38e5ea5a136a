import type { LandingPriceBlock } from '../../payload-types'

type SeedPriceBlock = Pick<LandingPriceBlock, 'key' | 'title' | 'planId' | 'curatorMonths' | 'benefits' | 'order'>

/** What every plan includes (schemas/payments/promise-ledger.ts): the AI tools are a pack of their own. */
const included = [
  'Refund guarantee',
  'Customer support',
  'An AI chat assistant for every lesson',
  '{{fact:courses}}+ AI courses',
  '{{fact:challenges}} personal challenges',
].map((text) => ({ text }))

/** The paywall plans the landing sells (cms/seed/data/plans.ts): the 1-year and the weekly set's 4-week plan. */
const oneYearPlan = 'a2b1acc1-c829-4204-93f3-0d5d9c1c8533'
const fourWeekPlan = 'fc1b87e0-299f-45fe-bf5e-9319b7493d2c'

/**
 * The landing page's price blocks: one year of access or four weeks, each showing the price of the
 * paywall plan it sells. Site settings choose which family the landing shows. No block offers a
 * personal curator: no plan sells one (the *_curator blocks come back when a plan does).
 */
export const landingPriceBlocks: SeedPriceBlock[] = [
  { key: 'annual_access', title: 'Annual access', planId: oneYearPlan, curatorMonths: 0, benefits: included, order: 1 },
  { key: 'n_weeks_access', title: '4 weeks of access', planId: fourWeekPlan, curatorMonths: 0, benefits: included, order: 4 },
]
