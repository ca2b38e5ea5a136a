import type { LearningProfile, ProficiencyLevel } from '@schemas/learning/plan'

/** One saved funnel answer as funnel sessions store it ({step, question, data}). */
export type SavedAnswer = { question: string; data: unknown }

export const defaultGoal = 'Learn to use AI in everyday life'
export const defaultMinutes = 10

/** The answer's text: an option's value, the options' values joined, or an input's value. */
export function answerText(data: unknown): string {
  if (Array.isArray(data)) return data.map(answerText).filter(Boolean).join(', ')
  if (data && typeof data === 'object' && 'value' in data && typeof data.value === 'string') return data.value.trim()
  return ''
}

/** The first answer whose question matches one of the patterns, tried in order of preference. */
function find(answers: readonly SavedAnswer[], patterns: RegExp[]): string | null {
  for (const pattern of patterns) {
    const hit = answers.find((answer) => pattern.test(answer.question) && answerText(answer.data))
    if (hit) return answerText(hit.data)
  }
  return null
}

/** Funnels ask either for knowledge ("rate your AI knowledge") or comfort ("comfortable using AI tools"). */
export function proficiencyOf(text: string): ProficiencyLevel {
  if (/advanced|very|expert|part of my work/i.test(text)) return 'advanced'
  if (/intermediate|fairly|regularly/i.test(text)) return 'intermediate'
  return 'beginner'
}

const levelDescriptions: Record<ProficiencyLevel, string> = {
  beginner: 'New to AI tools: starts with the basics of talking to an assistant.',
  intermediate: 'Uses AI now and then: ready for techniques and real projects.',
  advanced: 'Uses AI regularly: goes straight to advanced techniques and earning with AI.',
}

export const describeLevel = (level: ProficiencyLevel, answer?: string | null) =>
  answer ? `${answer}. ${levelDescriptions[level]}` : levelDescriptions[level]

/** "15 min/day" → 15; the funnels offer 5, 10, 15 and 20. */
export function minutesOf(text: string | null): number {
  const minutes = Number(/(\d+)\s*min/i.exec(text ?? '')?.[1])
  return Number.isFinite(minutes) && minutes >= 5 ? Math.min(minutes, 120) : defaultMinutes
}

/**
 * The profile from the student's funnel answers (goal, AI proficiency, time per day, name). The
 * account's first name wins over the funnel's (both typed by the student, so confident); without
 * either, the e-mail's local part is a guess the plan title does not use.
 */
export function profileFromAnswers(
  answers: readonly SavedAnswer[],
  student: { firstname?: string | null; email?: string | null; funnelName?: string | null },
): LearningProfile {
  const goal = find(answers, [/main goal/i, /\bgoal\b/i, /focus on next/i])
  const proficiency = find(answers, [/rate your AI knowledge/i, /(comfortable|confident).*\bAI\b/i, /used AI/i])
  const time = find(answers, [/time.*(each|a|per) day/i, /minutes/i])
  const typedName = student.firstname?.trim() || student.funnelName?.trim() || find(answers, [/your name/i])
  const guessed = student.email?.split('@')[0]?.split(/[._+-]/)[0] ?? ''
  const level = proficiencyOf(proficiency ?? '')
  return {
    goal: { value: goal ?? defaultGoal },
    ai_proficiency: { level, description: describeLevel(level, proficiency) },
    time_per_day: { minutes: minutesOf(time) },
    name: typedName
      ? { value: typedName.slice(0, 80), confident: true }
      : { value: guessed ? guessed[0]!.toUpperCase() + guessed.slice(1, 80) : null, confident: false },
    source: goal || proficiency || time ? 'funnel' : 'defaults',
  }
}
