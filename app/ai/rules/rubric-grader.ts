import { type CriterionVerdict, type Judgement, type Rubric, rubricSchema } from '@schemas/ai'
import { tooShort } from './judge-prompt'
import { countAsked, countMet, requestVerb, signals } from './rubric-signals'
import { offTopic, teachingFeedback, withParts } from './teaching-feedback'
import { contentStems, stem } from './words'

/**
 * The offline grader: each rubric criterion is checked on its own by the signals its wording asks
 * for (rubric-signals.ts); a criterion no signal recognises falls back to sharing a meaning-bearing
 * word with the answer. Every answer must also be about
 * the task: a long answer on another subject fails however many words it has. (An image prompt
 * describes rather than asks, so a prompt need not be phrased as a request.)
 */
const metaVerbs = new Set(
  'name say state ask set describe include give list mention explain define use has have specific clear concrete real own least one each'
    .split(' ')
    .map(stem),
)

export function gradeWithRubric(rubric: Rubric, answer: string): Judgement {
  const { question, kind, criteria } = rubricSchema.parse(rubric)
  // A prompt is judged by its parts, never by its length.
  const short = kind === 'prompt-evaluation' ? null : tooShort(rubric, answer)
  if (short) return short
  const verdicts: CriterionVerdict[] = criteria.map((criterion) => judgeCriterion(criterion, answer))
  if (!aboutTheTask(question, criteria, answer, kind)) {
    verdicts.push({
      criterion: offTopic,
      passed: false,
      reason: 'Your answer seems to be about something else: answer the task above.',
    })
  }
  const passed = verdicts.every((verdict) => verdict.passed)
  return withParts(rubric, answer, { criteria: verdicts, passed, feedback: teachingFeedback(rubric, answer, verdicts, passed) })
}

export function judgeCriterion(criterion: string, answer: string): CriterionVerdict {
  const asked = signals.filter((signal) => signal.asks.test(criterion))
  const count = countAsked(criterion)
  if (asked.length > 0 || count !== null) {
    const failed = asked.find((signal) => !signal.met(answer, criterion))
    if (failed) return { criterion, passed: false, reason: failed.hint }
    if (count !== null && !countMet(answer, count)) return { criterion, passed: false, reason: `Give ${count} of them, as the task asks.` }
    return { criterion, passed: true, reason: `Covered: ${criterion}.` }
  }
  const wanted = contentStems(criterion).filter((word) => !metaVerbs.has(word))
  const have = new Set(contentStems(answer))
  const covered = wanted.length === 0 || wanted.some((word) => have.has(word) || [...have].some((own) => sharesRoot(own, word)))
  return { criterion, passed: covered, reason: covered ? `Covered: ${criterion}.` : `Also cover: ${criterion}.` }
}

/** "summarise" and "summary", "description" and "describe": a shared root of five letters. */
function sharesRoot(a: string, b: string): boolean {
  return a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5)
}

/**
 * About the task: shares a topic word with the task or its criteria, or — a prompt for a task that
 * lets the student choose the subject — is itself a request to the AI, or does what the task asks.
 */
function aboutTheTask(question: string, criteria: string[], answer: string, kind: Rubric['kind']): boolean {
  if (kind === 'prompt-evaluation' && requestVerb.test(answer)) return true
  const task = new Set(contentStems(`${question} ${criteria.join(' ')}`))
  const own = contentStems(answer)
  if (own.some((word) => task.has(word) || [...task].some((taskWord) => sharesRoot(word, taskWord)))) return true
  // "Explain a topic you care about" accepts any topic: the verb of the task is then what ties them.
  const taskVerbs = question.toLowerCase().match(/\b(explain|describe|write|compare|summari[sz]e|list|plan|draft|suggest)\b/g) ?? []
  return taskVerbs.some((verb) => new RegExp(`\\b${verb.slice(0, 6)}`, 'i').test(answer))
}
