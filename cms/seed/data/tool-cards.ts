import type { ToolCard } from '../../payload-types'

type SeedToolCard = Pick<ToolCard, 'title' | 'description' | 'color' | 'order'>

/** The AI tools taught, with how many topics cover each. */
export const toolCards: SeedToolCard[] = [
  { title: 'ChatGPT', description: '3 topics', color: '#10A37F', order: 1 },
  { title: 'Midjourney', description: '1 topic', color: '#4B5BDC', order: 2 },
  { title: 'AI video avatars', description: '5 topics', color: '#F2994A', order: 3 },
]
