import type { LandingCard } from '../../payload-types'

type SeedLandingCard = Pick<LandingCard, 'title' | 'description' | 'order'>

/** "Who is it for": the six audiences of the landing page. */
export const landingCards: SeedLandingCard[] = [
  {
    title: 'Want to earn money',
    description: 'Turn AI skills into paid services, digital products and a side income you control.',
    order: 1,
  },
  {
    title: 'Beginning blogger',
    description: 'Find your niche, plan a month of posts and design visuals in minutes, not evenings.',
    order: 2,
  },
  {
    title: 'Experienced blogger',
    description: 'Scale scripts, repurposing and analytics with AI workflows that keep your own voice.',
    order: 3,
  },
  {
    title: 'Freelancer',
    description: 'Deliver faster, take on more clients and add AI services your clients will pay extra for.',
    order: 4,
  },
  {
    title: 'Entrepreneur',
    description: 'Automate routine work, test ideas in a day and market your business on a small budget.',
    order: 5,
  },
  {
    title: 'AI newbie',
    description: 'Start from zero with short, jargon-free lessons. No programming, no prior experience.',
    order: 6,
  },
]
