import type { Course } from '../../payload-types'

/** Seed content is written in these shapes; cms/seed/catalogue.ts turns them into documents. */

export type SeedTask =
  | { type: 'quiz'; question: string; options: string[]; correctAnswers: string[] }
  | { type: 'fill-in-blanks'; question: string; blanks: { answer: string; alternatives?: string[] }[] }
  | {
      type: 'essay' | 'prompt-evaluation'
      question: string
      rubric: { requiredPoints: string[]; minLength?: number }
      /** A strong answer (a strong prompt, for a prompt task), shown beside the student's after a check. */
      example?: string
      /** Prompt tasks: what an AI answers to a thin prompt and to the example, shown side by side. */
      comparison?: { weakPrompt: string; weakOutput: string; strongOutput: string }
    }

export type SeedSection =
  | { blockType: 'content'; body: string }
  | { blockType: 'video'; url: string; title: string; poster?: string; captions?: string }
  | { blockType: 'inline-prompt'; prompt: string; placeholders: { name: string; options: string[] }[] }
  | { blockType: 'tasks'; tasks: SeedTask[] }

/**
 * `sqlId` asks for a fixed id where the database numbers its rows (SQLite, PostgreSQL): the spec's
 * intro lesson is course 31, topic 72, lesson 383. Nothing refers to a document by it — references
 * are by natural key (slug, title, number) or by the id the database gave (see ../catalogue.ts).
 */
export type SeedLesson = { sqlId?: number; title: string; sections: SeedSection[]; /** The onboarding's intro lesson (Site settings point at it). */ introLesson?: true }
export type SeedTopic = { sqlId?: number; title: string; description: string; availableInTrial?: boolean; lessons: SeedLesson[] }
export type SeedCourseFields = Pick<
  Course,
  'title' | 'slug' | 'type' | 'level' | 'orderNumber' | 'tags' | 'tools' | 'availableInTrial' | 'description' | 'dayCount'
> & { slug: string }
export type SeedCourse = { sqlId?: number; course: SeedCourseFields; topics: SeedTopic[] }

export const text = (body: string): SeedSection => ({ blockType: 'content', body: body.trim() })

export const video = (title: string, url: string, media: { poster?: string; captions?: string } = {}): SeedSection => ({
  blockType: 'video',
  title,
  url,
  ...media,
})

/** `prompt('Write a {{tone}} post', { tone: ['friendly', 'formal'] })` — the first option is the default. */
export const prompt = (body: string, placeholders: Record<string, string[]>): SeedSection => ({
  blockType: 'inline-prompt',
  prompt: body,
  placeholders: Object.entries(placeholders).map(([name, options]) => ({ name, options })),
})

export const tasks = (...list: SeedTask[]): SeedSection => ({ blockType: 'tasks', tasks: list })

export const quiz = (question: string, options: string[], ...correctAnswers: string[]): SeedTask => ({
  type: 'quiz',
  question,
  options,
  correctAnswers,
})

/** Blanks are written ___ in the question; answers in order, alternatives after a |. */
export const blanks = (question: string, ...answers: string[]): SeedTask => ({
  type: 'fill-in-blanks',
  question,
  blanks: answers.map((answer) => {
    const [main, ...alternatives] = answer.split('|')
    return { answer: main!, alternatives }
  }),
})

export const essay = (question: string, requiredPoints: string[], minLength = 200): SeedTask => ({
  type: 'essay',
  question,
  rubric: { requiredPoints, minLength },
})

export const promptTask = (question: string, requiredPoints: string[], minLength = 80): SeedTask => ({
  type: 'prompt-evaluation',
  question,
  rubric: { requiredPoints, minLength },
})

/**
 * An essay or prompt task with its teaching material:
 * `taught(promptTask('Write a prompt…', [...]), { example: 'You are…', comparison: { weakPrompt, weakOutput, strongOutput } })`.
 */
export function taught(
  task: SeedTask,
  material: { example: string; comparison?: { weakPrompt: string; weakOutput: string; strongOutput: string } },
): SeedTask {
  if (task.type !== 'essay' && task.type !== 'prompt-evaluation') throw new Error(`only essay and prompt tasks take an example: ${task.question}`)
  return { ...task, ...material }
}

/** A challenge day: what to learn, then one practice task. */
export type ChallengeDay = { title: string; lesson: string; practice: SeedTask }

export function challengeWeeks(weeks: { title: string; description: string; days: ChallengeDay[] }[]): SeedTopic[] {
  let day = 0
  return weeks.map((week, index) => ({
    title: `Week ${index + 1}: ${week.title}`,
    description: week.description,
    availableInTrial: index === 0,
    lessons: week.days.map((entry) => {
      day += 1
      return { title: `Day ${day}. ${entry.title}`, sections: [text(entry.lesson), tasks(entry.practice)] }
    }),
  }))
}
