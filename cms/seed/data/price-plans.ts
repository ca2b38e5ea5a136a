import type { PricePlan } from '../../payload-types'

type SeedPricePlan = Pick<PricePlan, 'key' | 'title' | 'priceWithoutSale' | 'sale' | 'curatorMonths' | 'benefits' | 'order'>

const included = [
  'Refund guarantee',
  'Customer support',
  'Access to AI tools',
  '{{fact:courses}}+ AI courses',
  '3 personal challenges',
].map((text) => ({ text }))

const curator = (months: string) =>
  [
    `Personal curator for ${months}`,
    'Chat with your curator',
    'Zoom reviews of your work',
    'Task checks with feedback',
    'Help with your own project',
  ].map((text) => ({ text }))

/**
 * The landing page's price blocks: one year of access (three blocks) or four weeks (two), each
 * with or without a personal curator. Site settings choose which family the landing shows.
 */
export const pricePlans: SeedPricePlan[] = [
  { key: 'annual_access', title: 'Annual access', priceWithoutSale: 150, sale: 50, curatorMonths: 0, benefits: included, order: 1 },
  {
    key: 'annual_access_curator_1m',
    title: 'Annual access + curator',
    priceWithoutSale: 350,
    sale: 100,
    curatorMonths: 1,
    benefits: [...included, ...curator('1 month')],
    order: 2,
  },
  {
    key: 'annual_access_curator_3m',
    title: 'Annual access + 3 months of curator',
    priceWithoutSale: 650,
    sale: 150,
    curatorMonths: 3,
    benefits: [...included, ...curator('3 months')],
    order: 3,
  },
  {
    key: 'n_weeks_access',
    title: '4 weeks of access',
    priceWithoutSale: 39.99,
    sale: 20,
    curatorMonths: 0,
    benefits: included,
    order: 4,
  },
  {
    key: 'n_weeks_access_curator_1m',
    title: '4 weeks of access + curator',
    priceWithoutSale: 69.99,
    sale: 30,
    curatorMonths: 1,
    benefits: [...included, ...curator('1 month')],
    order: 5,
  },
]
