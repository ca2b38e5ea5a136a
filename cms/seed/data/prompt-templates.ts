import type { PromptTemplate } from '../../payload-types'
import { goalPrompts } from './prompt-goals'
import { promptJobs } from './prompt-jobs'
import { promptTasks } from './prompt-tasks'

export type PromptTemplateSeed = Pick<PromptTemplate, 'title' | 'pack' | 'job' | 'goal' | 'task' | 'prompt' | 'order'> & {
  placeholders: { name: string; options: string[] }[]
}

const goalNames: Record<(typeof goalPrompts)[number]['goal'], string> = {
  income: 'Earn more',
  creator: 'Create content',
  career: 'Grow my career',
  learning: 'Use AI every day',
}

/** The Complete AI pack: every job × every task, in the job's own words. */
const completeAi: PromptTemplateSeed[] = promptJobs.flatMap(({ job, who, audiences, topics }, jobIndex) =>
  promptTasks.map(({ task, choice, prompt }, taskIndex) => ({
    title: `${job}: ${task}`,
    pack: 'complete_ai' as const,
    job,
    task,
    prompt: prompt(who),
    placeholders: [
      { name: 'audience', options: [...audiences] },
      { name: 'topic', options: [...topics] },
      { name: choice.name, options: [...choice.options] },
    ],
    order: jobIndex * 100 + taskIndex + 1,
  })),
)

/** The Personal boost pack: five tasks for each goal. */
const personalBoost: PromptTemplateSeed[] = goalPrompts.map(({ goal, task, prompt, placeholders }, index) => ({
  title: `${goalNames[goal]}: ${task}`,
  pack: 'personal_boost' as const,
  goal,
  task,
  prompt,
  placeholders: placeholders.map(({ name, options }) => ({ name, options: [...options] })),
  order: index + 1,
}))

export const promptTemplateSeeds: readonly PromptTemplateSeed[] = [...completeAi, ...personalBoost]
