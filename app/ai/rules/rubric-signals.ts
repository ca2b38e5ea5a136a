import { contentStems, stem } from './words'

/**
 * What a rubric criterion asks for, recognised from its wording, and the signal in an answer that
 * meets it. Each check looks for a form that carries the meaning — "to a busy manager" says who an
 * answer is for, "in three bullet points" sets a format — not for the criterion's own words, which
 * a good answer rarely repeats ("says who the answer is for" is met without the word "who").
 */
export type Signal = { kind: string; asks: RegExp; met: (answer: string, criterion: string) => boolean; hint: string }

const audienceNouns =
  'manager|boss|executive|ceo|beginner|novice|newcomer|student|child|kid|teen|teenager|\\d+-year-old|parent|customer|client|buyer|' +
  'colleague|team|employee|developer|engineer|expert|friend|reader|audience|viewer|follower|subscriber|owner|teacher|marketer|' +
  'designer|adult|senior|grandparent|layperson|person|people|user|patient|investor|recruiter|founder|freelancer|creator|mom|dad|family'
const quantity = '\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|a few|a single|single'
const units =
  'bullet|point|sentence|word|paragraph|line|item|step|tip|idea|title|example|question|option|minute|second|page|slide|row|column|hashtag|hook|name|post|day|week'
const formats =
  'table|bullet|bulleted|numbered|list|paragraph|email|outline|summary|json|checklist|script|headline|tweet|essay|poem|calendar|template|markdown'

const audience = new RegExp(
  `\\b(?:to|for)\\s+(?:a|an|the|my|our|your|some)?\\s*(?:[\\w-]+\\s+){0,2}?(?:${audienceNouns})s?\\b|\\bas if (?:i|you|they) (?:were|was|are)\\b|` +
    `\\b(?:aimed at|written for|targeted at|audience|readers?|viewers|listeners)\\b|\\bi am an? (?:${audienceNouns})\\b`,
  'i',
)
const format = new RegExp(
  `\\b(?:${quantity})\\s+(?:[\\w-]+\\s+)?(?:${units})s?\\b|\\b(?:${formats})s?\\b|\\b(?:short|brief|concise|under \\d+|no more than|at most|max(?:imum)?|less than|fewer than)\\b`,
  'i',
)
/** Asking for work: an imperative, a role to play, or a question. */
export const requestVerb =
  /\b(write|explain|describe|give|create|make|list|tell|show|help|suggest|summari[sz]e|draft|generate|compare|plan|outline|design|turn|rewrite|review|recommend|translate|act as|you are)\b|\?/i

const countWords: Record<string, string> = {
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  twenty: '20',
}

/** Words of audience/format vocabulary: they say who or how, not what about. */
const notTopic = new Set([...audienceNouns.split('|'), ...units.split('|'), ...formats.split('|'), ...quantity.split('|')].map(stem))

export const signals: Signal[] = [
  {
    kind: 'audience',
    asks: /\b(who|audience|reader|for whom|buyer|viewers?)\b/i,
    met: (answer) => audience.test(answer),
    hint: 'Say who the answer is for (for example “for a busy manager”).',
  },
  {
    kind: 'format',
    asks: /\b(length|format|long|short|limits?|bullet|table|words|sentences|paragraph|seconds)\b/i,
    met: (answer) => format.test(answer),
    hint: 'Set a length or format (for example “in three bullet points” or “under 100 words”).',
  },
  {
    kind: 'topic',
    asks: /\b(topic|subject|niche|idea)\b/i,
    met: (answer) => new Set(contentStems(answer).filter((word) => !notTopic.has(word))).size >= 2,
    hint: 'Name the specific topic or subject.',
  },
  {
    kind: 'role',
    asks: /\brole\b/i,
    met: (answer) =>
      /\b(you are|you're|act as|acting as|play the role|pretend|imagine you|as an? [\w-]+ (?:expert|coach|teacher|writer|assistant|editor|consultant))\b/i.test(
        answer,
      ),
    hint: 'Give the AI a role (for example “You are a friendly fitness coach”).',
  },
  {
    kind: 'task',
    asks: /\btask\b/i,
    met: (answer) => requestVerb.test(answer),
    hint: 'State the task clearly: what should the AI do?',
  },
  {
    kind: 'context',
    asks: /\b(context|situation)\b/i,
    met: (answer) => /\b(i am|i'm|i work|i have|i run|i need|my|we are|we have|our)\b/i.test(answer),
    hint: 'Add context the AI needs: who you are or what your situation is.',
  },
  {
    kind: 'steps',
    asks: /\bstep/i,
    met: (answer) => /\b(step[- ]by[- ]step|steps?|first\b[\s\S]*\bthen|reason(?:ing)?|think through|one at a time)\b/i.test(answer),
    hint: 'Ask for the work in steps (for example “step by step”).',
  },
  {
    kind: 'deadline',
    asks: /\b(deadline|date)\b/i,
    met: (answer) =>
      /\b(by|before|until|due)\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|next|the end|end of|\d)|\bdeadline\b|\b\d{1,2}(:\d{2})?\s?(am|pm)\b/i.test(
        answer,
      ),
    hint: 'State the deadline (for example “by Friday”).',
  },
  {
    kind: 'price',
    asks: /\b(price|amount|cost|budget)\b/i,
    met: (answer) =>
      /[$€£₹]\s?\d|\b\d+(?:[.,]\d+)?\s?(usd|eur|gbp|dollars?|euros?|pounds?|rupees?)\b|\b(price|priced|costs?|fee|rate)\b/i.test(answer),
    hint: 'Include a price or amount.',
  },
  {
    kind: 'call-to-action',
    asks: /\bcall[- ]to[- ]action\b/i,
    met: (answer) => /\b(call[- ]to[- ]action|cta|subscribe|follow|click|sign up|buy|comment|share|link in)\b/i.test(answer),
    hint: 'Include one call to action.',
  },
]

/** A number the criterion asks for ("lists three questions"): the answer must say it or list that many. */
export function countAsked(criterion: string): number | null {
  const match = /\b(two|three|four|five|six|seven|eight|nine|ten|twenty|\d+)\b/i.exec(criterion)
  if (!match) return null
  const word = match[1]!.toLowerCase()
  return Number(countWords[word] ?? word)
}

export function countMet(answer: string, count: number): boolean {
  const word = Object.entries(countWords).find(([, digits]) => Number(digits) === count)?.[0]
  if (new RegExp(`\\b(${count}${word ? `|${word}` : ''})\\b`, 'i').test(answer)) return true
  const listed = answer.split('\n').filter((line) => /^\s*(?:[-*•]|\d+[.)])\s+\S/.test(line)).length
  const questions = (answer.match(/\?/g) ?? []).length
  return listed >= count || questions >= count
}
