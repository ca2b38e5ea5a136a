import { z } from 'zod'
import type { AiProvider } from '~/ai'
import { type LearningPlan, type LearningProfile, learningProfileSchema } from '@schemas/learning/plan'
import { type CatalogueTopic, stepOf } from '../rules/plan-rules'
import { idKey } from '@schemas/id'

/**
 * Plans and edits by the configured model: it gets the catalogue as context and answers JSON that
 * zod checks; steps must name topics of the catalogue. Any failure (the model, its JSON, an empty
 * or unknown topic list) throws, and the caller falls back to the rules.
 */
const planAnswer = z.object({
  topicIds: z
    .array(z.union([z.string(), z.number()]))
    .min(1)
    .max(12),
})
const profileAnswer = learningProfileSchema.pick({ goal: true, ai_proficiency: true, time_per_day: true, name: true })

function json(text: string): unknown {
  const body = /```(?:json)?\s*([\s\S]*?)```/.exec(text)?.[1] ?? text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)
  return JSON.parse(body)
}

const catalogueText = (catalogue: readonly CatalogueTopic[]) =>
  catalogue
    .filter((topic) => topic.courseType === 'course')
    .map(
      (topic) =>
        `${idKey(topic.topicId)} | ${topic.courseTitle} (${topic.level ?? 'any level'}; ${topic.tags.join(', ')}) | ${topic.title}`,
    )
    .join('\n')

const system = (catalogue: readonly CatalogueTopic[]) =>
  [
    'You build personal AI-learning plans from this catalogue of topics (id | course (level; tags) | topic):',
    catalogueText(catalogue),
    'Answer JSON only: {"topicIds": [ids in the order to learn them]}. Use only ids from the catalogue.',
  ].join('\n')

function toSteps(text: string, catalogue: readonly CatalogueTopic[]): LearningPlan['planSteps'] {
  const { topicIds } = planAnswer.parse(json(text))
  const byId = new Map(catalogue.filter((topic) => topic.courseType === 'course').map((topic) => [idKey(topic.topicId), topic]))
  const steps = [...new Set(topicIds.map(String))].flatMap((id) => (byId.has(id) ? [stepOf(byId.get(id)!)] : []))
  if (steps.length === 0) throw new Error('the model named no topic of the catalogue')
  return steps
}

export async function modelPlan(ai: AiProvider, catalogue: readonly CatalogueTopic[], profile: LearningProfile, stepCount: number) {
  const answer = await ai.chat(
    [
      { role: 'system', content: system(catalogue) },
      {
        role: 'user',
        content: `Goal: ${profile.goal.value}\nAI proficiency: ${profile.ai_proficiency.description}\nTime per day: ${profile.time_per_day.minutes} minutes\nPick about ${stepCount} topics in a sensible order for this goal and level.`,
      },
    ],
    { temperature: 0.2 },
  )
  return toSteps(answer.text, catalogue)
}

export async function modelPlanEdit(ai: AiProvider, catalogue: readonly CatalogueTopic[], plan: LearningPlan, prompt: string) {
  const current = plan.planSteps.map((step) => idKey(step.topicId)).join(', ')
  const answer = await ai.chat(
    [
      { role: 'system', content: system(catalogue) },
      { role: 'user', content: `The current plan is topics ${current}. Rewrite it as the student asks: ${prompt}` },
    ],
    { temperature: 0.2 },
  )
  return toSteps(answer.text, catalogue)
}

export async function modelProfileEdit(ai: AiProvider, profile: LearningProfile, prompt: string): Promise<LearningProfile> {
  const answer = await ai.chat(
    [
      {
        role: 'system',
        content:
          'You edit a learner profile. Answer JSON only, the whole profile in the same shape: {"goal":{"value"},"ai_proficiency":{"level":"beginner|intermediate|advanced","description"},"time_per_day":{"minutes"},"name":{"value","confident"}}.',
      },
      { role: 'user', content: `Profile: ${JSON.stringify(profile)}\nChange: ${prompt}` },
    ],
    { temperature: 0.2 },
  )
  return { ...profileAnswer.parse(json(answer.text)), source: profile.source }
}
