import type { Course } from '../payload-types'

type DemoCourse = Pick<
  Course,
  'title' | 'slug' | 'type' | 'level' | 'orderNumber' | 'tags' | 'availableInTrial' | 'description' | 'dayCount'
>

/** A small, realistic starter catalogue; the full catalogue arrives with the CMS content seed. */
export const demoCourses: DemoCourse[] = [
  {
    title: 'ChatGPT Essentials',
    slug: 'chatgpt-essentials',
    type: 'course',
    level: 'Beginner',
    orderNumber: 1,
    tags: ['Beginner', 'AI learning'],
    availableInTrial: true,
    description: 'Write clear prompts, check answers and turn ChatGPT into a daily work assistant.',
  },
  {
    title: 'Prompt Engineering in Practice',
    slug: 'prompt-engineering-in-practice',
    type: 'course',
    level: 'Intermediate',
    orderNumber: 2,
    tags: ['AI learning'],
    availableInTrial: false,
    description: 'Roles, examples, constraints and chains: the techniques that make prompts reliable.',
  },
  {
    title: 'AI Images for Social Media',
    slug: 'ai-images-for-social-media',
    type: 'course',
    level: 'Beginner',
    orderNumber: 3,
    tags: ['Beginner', 'Make money'],
    availableInTrial: true,
    description: 'Create on-brand visuals for posts, ads and thumbnails with image generators.',
  },
  {
    title: '28-Day AI Income Growth Challenge',
    slug: '28-day-ai-income-growth-challenge',
    type: 'challenge',
    level: 'Beginner',
    orderNumber: 4,
    tags: ['Make money', 'New'],
    availableInTrial: false,
    dayCount: 28,
    description: 'Twenty minutes a day for four weeks: build and sell your first AI-powered services.',
  },
]
