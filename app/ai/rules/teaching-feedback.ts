import type { CriterionVerdict, Judgement, Rubric } from '@schemas/ai'
import { analysePrompt, type PromptPart } from './prompt-criteria'
import { audienceRewrite, criterionObject, ending, partRewrite, pointRewrite, type Rewrite } from './prompt-rewrites'
import { countAsked, signals } from './rubric-signals'

/**
 * Feedback that teaches (issue #46): at most three missing points, most important first, one a
 * line, each for a prompt with one rewrite of the student's own words — no praise filler, nothing
 * said twice, under about 80 words. The offline grader writes it; a model is asked for the same
 * (judge-prompt.ts) and its answer is cut to the same shape.
 */
export const maxPoints = 3
export const maxWords = 80
export const offTopic = 'answers this task'

const anatomy: PromptPart[] = ['role', 'task', 'context', 'format']
/** Filling up to three points: the parts that change an AI's answer most come first. */
const importance: PromptPart[] = ['task', 'context', 'role', 'format', 'constraints', 'examples']

/** What a rubric criterion asks for, by the signal its wording names ("gives the AI a role" → role). */
export function criterionKind(criterion: string, answer: string): string {
  const asked = signals.filter((signal) => signal.asks.test(criterion))
  const unmet = asked.find((signal) => !signal.met(answer, criterion)) ?? asked[0]
  if (unmet) return unmet.kind
  return countAsked(criterion) === null ? 'other' : 'count'
}

function rewriteOf(kind: string, criterion: string, answer: string, question: string): Rewrite {
  if (kind === 'audience') return audienceRewrite(answer)
  if ((anatomy as string[]).includes(kind)) return partRewrite(kind as PromptPart, answer, question)
  return pointRewrite(kind, criterion, answer, countAsked(criterion))
}

const wordCount = (lines: string[]) => lines.join(' ').split(/\s+/).filter(Boolean).length

/** At most three lines, never the same twice, and the last ones dropped while the whole runs long. */
export function capped(lines: string[]): string[] {
  const seen = new Set<string>()
  const kept = lines
    .map((line) => line.trim())
    .filter((line) => line !== '' && !seen.has(line.toLowerCase()) && seen.add(line.toLowerCase()))
    .slice(0, maxPoints)
  while (kept.length > 1 && wordCount(kept) > maxWords) kept.pop()
  return kept
}

/** A prompt's missing points: off-topic first, then what the rubric asks in its order, then the parts of a good prompt. */
function promptPoints(rubric: Rubric, answer: string, verdicts: CriterionVerdict[]): Rewrite[] {
  const points: Rewrite[] = []
  const covered = new Set<string>()
  for (const verdict of verdicts) {
    if (verdict.criterion === offTopic) {
      if (!verdict.passed)
        points.unshift({ key: 'task', line: 'Task: your prompt seems to be about something else — answer the task above.' })
      continue
    }
    const kind = criterionKind(verdict.criterion, answer)
    const key = kind === 'audience' ? 'context' : kind
    if (verdict.passed) covered.add(key)
    else points.push(rewriteOf(kind, verdict.criterion, answer, rubric.question))
  }
  // An image prompt describes a picture: it needs no role and no request to be a good one.
  if (!/\bimage\b/i.test(rubric.question)) {
    const lacking = analysePrompt(answer).filter((verdict) => !verdict.found && !covered.has(verdict.part))
    for (const part of importance)
      if (lacking.some((verdict) => verdict.part === part)) points.push(partRewrite(part, answer, rubric.question))
  }
  const keys = new Set<string>()
  return points.filter((point) => !keys.has(point.key) && keys.add(point.key))
}

/** A missing point of an essay, with one rewrite that carries on from the student's own last words. */
function essayPoint(verdict: CriterionVerdict, answer: string): string {
  const words = answer.trim()
  if (verdict.criterion === offTopic || !words) return verdict.reason
  return `${verdict.reason.replace(/[.\s]+$/, '')} — carry on from your words: “${ending(words)} … [${criterionObject(verdict.criterion)}].”`
}

/** The feedback the offline grader gives (and what stands in for a model's unusable one). */
export function teachingFeedback(rubric: Rubric, answer: string, verdicts: CriterionVerdict[], passed: boolean): string {
  if (rubric.kind === 'essay') {
    if (passed) return 'Well done — your answer covers every point.'
    const failed = verdicts.filter((verdict) => !verdict.passed)
    return capped(
      [...failed.filter((v) => v.criterion === offTopic), ...failed.filter((v) => v.criterion !== offTopic)].map((v) =>
        essayPoint(v, answer),
      ),
    ).join('\n')
  }
  const points = promptPoints(rubric, answer, verdicts).map((point) => point.line)
  if (passed) {
    const praise = 'Well done — your prompt covers what the task asks.'
    return points.length ? `${praise} One thing to try next:\n${points[0]}` : praise
  }
  return capped(points).join('\n')
}

const filler = /^(?:(?:good|great|nice|solid)\s+(?:start|try|job|effort|work|attempt)|not bad|nice)[.!,]?\s*/i

/** Sentences, without splitting inside a quoted rewrite (“… I'm a beginner. Write …”). */
function sentences(text: string): string[] {
  const out: string[] = []
  let depth = 0
  let start = 0
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!
    if (char === '“') depth++
    else if (char === '”') depth = Math.max(0, depth - 1)
    const ends = char === '”' ? /[.!?]/.test(text[at - 1] ?? '') : /[.!?]/.test(char)
    if (depth === 0 && ends && /\s/.test(text[at + 1] ?? '')) {
      out.push(text.slice(start, at + 1))
      start = at + 1
    }
  }
  out.push(text.slice(start))
  return out.map((sentence) => sentence.trim()).filter(Boolean)
}

/** A model's feedback in the same shape: bullets and "Good start." gone, at most three points. */
export function cutFeedback(feedback: string, passed: boolean): string[] {
  const lines = feedback
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
  const points = lines.length === 1 ? sentences(lines[0]!) : lines
  return capped(points.map((line) => line.replace(/^(?:[-*•]|\d+[.)])\s*/, '')).map((line) => (passed ? line : line.replace(filler, ''))))
}

/** For a prompt, which parts of a good prompt it has (the apps show them as a checklist). */
export function withParts(rubric: Rubric, answer: string, judgement: Judgement): Judgement {
  return rubric.kind === 'prompt-evaluation' ? { ...judgement, parts: analysePrompt(answer) } : judgement
}
