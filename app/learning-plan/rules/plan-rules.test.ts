import { describe, expect, it } from 'vitest'
import type { LearningProfile } from '@schemas/learning/plan'
import { editPlanByRules } from './plan-edits'
import { type CatalogueTopic, planFromProfile, stepCountFor, trackOf } from './plan-rules'

/** A catalogue shaped like the seeded one: course order, then topic order. */
const course = (
  courseId: number,
  courseTitle: string,
  level: string,
  tags: string[],
  topics: string[],
  courseType: 'course' | 'challenge' = 'course',
) =>
  topics.map((title, index): CatalogueTopic => ({ topicId: courseId * 10 + index, title, courseId, courseTitle, courseType, level, tags }))
export const catalogue: CatalogueTopic[] = [
  ...course(1, 'AI Foundations', 'Beginner', ['Beginner', 'AI learning'], ['Your first conversations with AI', 'AI in your day']),
  ...course(2, 'ChatGPT Essentials', 'Beginner', ['Beginner', 'AI learning'], ['Working with ChatGPT', 'ChatGPT at work']),
  ...course(3, 'Prompt Engineering in Practice', 'Intermediate', ['AI learning'], ['Techniques that work', 'Prompt chains']),
  ...course(4, 'AI Images for Social Media', 'Beginner', ['Beginner', 'Make money'], ['Image prompts', 'From images to income']),
  ...course(5, '28-Day AI Income Growth Challenge', 'Beginner', ['Make money'], ['Visual Hustles'], 'challenge'),
  ...course(6, 'Freelancing with AI', 'Intermediate', ['Make money'], ['Offers that sell', 'Delivering with AI']),
  ...course(7, 'Faceless Video with AI Avatars', 'Intermediate', ['Make money'], ['Scripts that hold attention', 'Avatars and voices']),
]

const profile = (goal: string, level: LearningProfile['ai_proficiency']['level'], minutes: number): LearningProfile => ({
  goal: { value: goal },
  ai_proficiency: { level, description: level },
  time_per_day: { minutes },
  name: { value: 'Alex', confident: true },
  source: 'funnel',
})
const titles = (plan: { planSteps: { title: string }[] }) => plan.planSteps.map((step) => step.title)

describe('plan generation rules', () => {
  it('reads the track from the goal', () => {
    expect(trackOf('Earn extra income on the side')).toBe('income')
    expect(trackOf('Be my own boss')).toBe('income')
    expect(trackOf('Professional growth')).toBe('career')
    expect(trackOf('Grow my content channel')).toBe('creator')
    expect(trackOf('Self-Improvement')).toBe('learning')
    expect(trackOf('Learn to use AI in everyday life')).toBe('learning')
  })

  it('sizes the plan by the time per day', () => {
    expect([5, 10, 15, 20, 120].map(stepCountFor)).toEqual([3, 4, 6, 8, 10])
  })

  it('starts a beginner who wants income with the foundations, then the earning courses, easiest first; never a challenge', () => {
    const plan = planFromProfile(catalogue, profile('Earn extra income on the side', 'beginner', 20))
    expect(titles(plan)).toEqual([
      'Your first conversations with AI',
      'AI in your day',
      'Working with ChatGPT',
      'ChatGPT at work',
      'Image prompts',
      'From images to income',
      'Offers that sell',
      'Delivering with AI',
    ])
    expect(plan.planTitle).toBe("Alex's AI learning plan")
    expect(plan.planSteps[0]).toEqual({
      topicId: 10,
      courseId: 1,
      title: 'Your first conversations with AI',
      courseTitle: 'AI Foundations',
    })
  })

  it('starts an advanced student with the goal’s harder courses and leaves the foundations for last', () => {
    const plan = planFromProfile(catalogue, profile('Build my own business', 'advanced', 10))
    expect(titles(plan)).toEqual(['Offers that sell', 'Delivering with AI', 'Scripts that hold attention', 'Avatars and voices'])
  })

  it('gives an intermediate career goal the techniques before the basics', () => {
    const plan = planFromProfile(catalogue, profile('Professional growth', 'intermediate', 5))
    expect(titles(plan)).toEqual(['Techniques that work', 'Prompt chains', 'Image prompts'])
  })
})

describe('plan edits by rules', () => {
  const base = profile('Earn extra income on the side', 'beginner', 10)
  const plan = planFromProfile(catalogue, base)

  it('puts image topics first for "more about images" and keeps the length', () => {
    const edit = editPlanByRules(plan, 'More about images please', catalogue, base)
    expect(edit.applied).toEqual(['more about images'])
    expect(titles(edit.plan).slice(0, 2)).toEqual(['Image prompts', 'From images to income'])
    expect(edit.plan.planSteps).toHaveLength(plan.planSteps.length)
  })

  it('drops steps for "less time" and removes a subject for "no ChatGPT"', () => {
    expect(editPlanByRules(plan, 'I have less time', catalogue, base).plan.planSteps).toHaveLength(3)
    const without = editPlanByRules(plan, 'no chatgpt', catalogue, base)
    expect(titles(without.plan)).toEqual(['Your first conversations with AI', 'AI in your day'])
  })

  it('adds steps for "more time" and removes beginner steps for "harder"', () => {
    expect(editPlanByRules(plan, 'more time', catalogue, base).plan.planSteps).toHaveLength(6)
    const harder = editPlanByRules(plan, 'make it harder', catalogue, base)
    expect(harder.plan.planSteps.every((step) => [3, 6, 7].includes(step.courseId as number))).toBe(true)
  })

  it('applies nothing to a request it does not understand', () => {
    expect(editPlanByRules(plan, 'make it purple', catalogue, base).applied).toEqual([])
  })
})
