import type { PromptPart } from './prompt-criteria'

/**
 * One concrete rewrite per missing part of a prompt, built from the student's own words: "write an
 * email to my landlord" lacking a role becomes “You are a polite tenant. Write an email to my
 * landlord…”. What a student fills in themselves is in [brackets].
 */
export type Rewrite = { key: string; line: string }

const flat = (text: string) => text.replace(/\s+/g, ' ').trim()
const spoken = (text: string) => flat(text).replace(/[.!?,;:\s]+$/, '')

/** The first words of the prompt, "…" when cut. */
export function opening(prompt: string, count = 8): string {
  const words = spoken(prompt).split(' ')
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : `${words.join(' ')}.`
}

/** The last words of the prompt, "…" before them when cut; the addition follows them. */
export function ending(prompt: string, count = 6): string {
  const words = spoken(prompt).split(' ')
  return words.length > count ? `…${words.slice(-count).join(' ')}` : words.join(' ')
}

const writing = /\b(e-?mail|letter|message|note|reply|text)\b/i
const counterparts: [RegExp, string][] = [
  [/\blandlord\b/i, 'a polite tenant'],
  [/\b(boss|manager)\b/i, 'a professional employee'],
  [/\bteacher\b/i, 'a caring parent'],
  [/\b(customers?|clients?)\b/i, 'a friendly small-business owner'],
  [/\b(colleagues?|team|coworkers?)\b/i, 'a helpful colleague'],
  [/\b(neighbou?rs?)\b/i, 'a friendly neighbour'],
]
const roles: [RegExp, string][] = [
  [/\b(workout|fitness|running|run|gym|exercises?|training|marathon|yoga)\b/i, 'an experienced fitness coach'],
  [/\b(recipes?|meals?|cook|cooking|dinner|lunch|breakfast|food|diet)\b/i, 'an experienced home cook'],
  [/\b(budget|money|savings?|finance|invest\w*|debt)\b/i, 'a careful personal finance adviser'],
  [/\b(travel|trip|holiday|vacation|itinerary|flight)\b/i, 'an experienced travel planner'],
  [/\b(code|coding|python|javascript|sql|bug|programm\w*)\b/i, 'a patient senior developer'],
  [/\b(excel|spreadsheet|formula)\b/i, 'a spreadsheet expert'],
  [/\b(posts?|instagram|linkedin|tiktok|youtube|marketing|ads?|campaign|caption)\b/i, 'an experienced social media marketer'],
  [/\b(image|poster|photo|illustration|logo|drawing)\b/i, 'an experienced illustrator'],
  [/\b(cv|resume|résumé|interview|job|career)\b/i, 'an experienced recruiter'],
  [/\b(study|exam|homework|learn|lesson|explain)\b/i, 'a patient teacher'],
  [/\b(schedule|calendar|meeting|week|plan|tasks?)\b/i, 'an organised personal assistant'],
]

function roleFor(prompt: string): string {
  if (writing.test(prompt)) return counterparts.find(([pattern]) => pattern.test(prompt))?.[1] ?? 'a clear, polite writer'
  return roles.find(([pattern]) => pattern.test(prompt))?.[1] ?? 'an expert on this subject'
}

function formatFor(prompt: string): string {
  if (writing.test(prompt)) return 'as a short email under 150 words'
  if (/\b(plan|schedule|workout|week|itinerary|menu|routine)\b/i.test(prompt)) return 'as a table with one row per day'
  if (/\b(posts?|caption|tweet)\b/i.test(prompt)) return 'as 3 short drafts to choose from'
  return 'in 3 bullet points'
}

/** The verb the task itself asks the prompt to get done ("…asking the assistant to explain…" → Explain). */
function verbFor(question: string): string {
  const asked = question.replace(/^\s*(write|create|draft) (an? )?(image )?prompt\b/i, '')
  const verb = /\b(explain|create|plan|suggest|summari[sz]e|list|describe|draft|write|compare|turn)\b/i.exec(asked)?.[1] ?? 'explain'
  return verb.charAt(0).toUpperCase() + verb.slice(1).toLowerCase()
}

/** "Tell me…" after a verb reads "tell me…"; "LLMs" stays as written. */
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text)
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The rewrite line for a part of a good prompt that the student's prompt lacks. */
export function partRewrite(part: PromptPart, prompt: string, question: string): Rewrite {
  switch (part) {
    case 'role':
      return { key: part, line: `Role: start with who the AI should be — “You are ${roleFor(prompt)}. ${upperFirst(opening(prompt))}”` }
    case 'task': {
      const wish = spoken(prompt).replace(/^(please|i (want|need|would like|'d like)( you to)?|can you|could you)\s+/i, '')
      return { key: part, line: `Task: start with what the AI should do — “${verbFor(question)} ${lowerFirst(opening(wish))}”` }
    }
    case 'context':
      return { key: part, line: `Context: say who you are and why — “${ending(prompt)}. I'm [who you are] and need it for [what].”` }
    case 'format':
      return { key: part, line: `Format: say how the answer should look — “${ending(prompt)}, ${formatFor(prompt)}.”` }
    case 'constraints':
      return { key: part, line: `Limits: say what to keep out — “${ending(prompt)}, under 100 words, no jargon.”` }
    case 'examples':
      return { key: part, line: `Tone: set one — “${ending(prompt)}, in a friendly, simple tone.”` }
  }
}

/** Who the answer is for, when the task's rubric asks for it. */
export const audienceRewrite = (prompt: string): Rewrite => ({
  key: 'context',
  line: `Audience: say who it is for — “${ending(prompt)}, for [who will read it, e.g. a busy manager].”`,
})

/** A rubric point that is no part of a prompt's anatomy (a deadline, a price, "describes light or mood"). */
export function pointRewrite(kind: string, criterion: string, prompt: string, count: number | null): Rewrite {
  const end = ending(prompt)
  switch (kind) {
    case 'topic':
      return { key: kind, line: `Topic: name the exact subject — “${end}, about [your exact topic].”` }
    case 'steps':
      return { key: kind, line: `Steps: ask for the work in steps — “${end}, step by step.”` }
    case 'deadline':
      return { key: kind, line: `Deadline: say when — “${end}, by Friday.”` }
    case 'price':
      return { key: kind, line: `Price: include the amount — “${end}, priced at [amount].”` }
    case 'call-to-action':
      return { key: kind, line: `Call to action: end with one — “${end}, ending with ‘Reply by Friday’.”` }
    case 'count':
      return { key: kind, line: `Number: ask for ${count} — “${end}, give ${count}.”` }
    default:
      return { key: criterion, line: `Also cover ${criterion} — “${end}, with [${criterionObject(criterion)}].”` }
  }
}

/** What a rubric point asks for, without its verb: "names the strongest script" → "the strongest script". */
export function criterionObject(criterion: string): string {
  return criterion.replace(
    /^\s*(names?|says?|sets?|states?|gives?|adds?|asks? for|includes?|describes?|mentions?|lists?|uses?|explains?|notes?)\s+/i,
    '',
  )
}
