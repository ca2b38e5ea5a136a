import type { AccessPeriod, Feature } from '@schemas/payments/promise-ledger'

/**
 * A claim a buyer reads that the product must back (issue #46): a number next to what the product
 * counts, or an inclusion (access to something, how long it lasts).
 */
export type Claim = { text: string } & (
  | { kind: 'count'; subject: 'courses' | 'challenges' | 'aiTools' | 'prompts' | 'dailyPrompts'; atLeast: number }
  | { kind: 'includes'; feature: Feature }
  | { kind: 'everything' }
  | { kind: 'lifetime' }
  | { kind: 'endsWithPlan' }
  | { kind: 'access'; period: AccessPeriod }
)

const number = String.raw`(\d{1,3}(?:,\d{3})+|\d+)\+?`
/**
 * Words copy puts between a number and what it counts ("20+ top AI courses", "600 prompts"). Spaces
 * only: a claim never runs across lines (a mail's card "4242" on one line, "AI tools" on the next).
 */
const qualifier = String.raw`(?:(?:top|ai|personal|tested|ready-made|ready|more|new|expert|practical|hands-on|video|different|popular|powerful|proven|bonus|premium|interactive|assistant|goal|daily|extra|short|step-by-step|chat)[ \t]+){0,4}`
const countPattern = new RegExp(
  String.raw`\b${number}[ \t]+(${qualifier})(courses?|challenges?|tools?|prompts?)\b([ \t]+(?:a|per|every|each)[ \t]+day|[ \t]+daily)?`,
  'gi',
)

const subjects = { course: 'courses', challenge: 'challenges', tool: 'aiTools', prompt: 'prompts' } as const

const inclusions: Array<{ pattern: RegExp; claim: (text: string) => Claim }> = [
  {
    pattern: /\baccess to (?:all )?(?:the )?(?:\d[\d,]*\+? )?AI tools\b/gi,
    claim: (text) => ({ kind: 'includes', feature: 'aiTools', text }),
  },
  { pattern: /\bimage and (?:avatar[- ])?video tools\b/gi, claim: (text) => ({ kind: 'includes', feature: 'aiTools', text }) },
  { pattern: /\bprompt librar(?:y|ies)\b/gi, claim: (text) => ({ kind: 'includes', feature: 'promptLibrary', text }) },
  { pattern: /\b\d+-week practice plan\b/gi, claim: (text) => ({ kind: 'includes', feature: 'practicePlan', text }) },
  { pattern: /\bAI (?:chat )?assistant\b|\bAI chat\b/gi, claim: (text) => ({ kind: 'includes', feature: 'assistant', text }) },
  {
    pattern: /\b(?:all|every one of) (?:the |our )?courses\b|\bevery course\b/gi,
    claim: (text) => ({ kind: 'includes', feature: 'courses', text }),
  },
  {
    pattern: /\b(?:try|unlock|access to|get) everything\b|\beverything (?:is )?included\b|\beverything we offer\b/gi,
    claim: (text) => ({ kind: 'everything', text }),
  },
  {
    pattern: /\blifetime access\b|\baccess forever\b|\byours (?:forever|after the plan ends)\b/gi,
    claim: (text) => ({ kind: 'lifetime', text }),
  },
  {
    pattern:
      /\badd-ons?,? also until then\b|\badd-ons?\b[^.]{0,60}?\b(?:end|stop|expire)s? with (?:it|the plan|the subscription|your plan|your subscription)\b/gi,
    claim: (text) => ({ kind: 'endsWithPlan', text }),
  },
  {
    pattern: /\b(?:annual|yearly|a year of|one year of) access\b/gi,
    claim: (text) => ({ kind: 'access', period: { value: 1, unit: 'Y' }, text }),
  },
  {
    pattern: /\b(\d+|a|one)[- ](day|week|month|year)s? of access\b|\baccess (?:lasts|for) (\d+|a|one) (day|week|month|year)s?\b/gi,
    claim: (text) => ({ kind: 'access', period: periodIn(text), text }),
  },
]

function periodIn(text: string): AccessPeriod {
  const match = /(\d+|a|one)[- ](day|week|month|year)/i.exec(text)!
  const value = /^\d+$/.test(match[1]!) ? Number(match[1]) : 1
  const unit = ({ day: 'D', week: 'W', month: 'M', year: 'Y' } as const)[match[2]!.toLowerCase() as 'day' | 'week' | 'month' | 'year']
  return { value, unit }
}

/** Every claim in one text (its {{fact:…}} already filled), in reading order. */
export function extractClaims(text: string): Claim[] {
  const found: Array<{ at: number; claim: Claim }> = []
  for (const match of text.matchAll(countPattern)) {
    const atLeast = Number(match[1]!.replace(/,/g, ''))
    const noun = match[3]!.toLowerCase().replace(/s$/, '') as keyof typeof subjects
    const daily = noun === 'prompt' && (/\bassistant\b/i.test(match[2]!) || Boolean(match[4]))
    found.push({
      at: match.index,
      claim: { kind: 'count', subject: daily ? 'dailyPrompts' : subjects[noun], atLeast, text: match[0].trim() },
    })
  }
  for (const { pattern, claim } of inclusions) {
    for (const match of text.matchAll(pattern)) found.push({ at: match.index, claim: claim(match[0]) })
  }
  return found.sort((a, b) => a.at - b.at).map(({ claim }) => claim)
}
