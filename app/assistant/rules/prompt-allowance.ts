import { PAID_DAILY_PROMPTS } from '~/ai'

/**
 * What a student's daily assistant prompts are made of, in words a student reads (#30: the AI tools
 * pack adds prompts a day, and the assistant must say so). `pack` is the owned pack that adds the
 * most (pack-prompts.server.ts); a plan that does not pay gets the free allowance and no pack.
 */
export type PromptAllowance = { limit: number; paying: boolean; pack: { name: string; prompts: number } | null }

/** A pack's short name: its title up to a colon ("Personal boost pack: 600 prompts" → "Personal boost pack"). */
export const packShortName = (title: string): string => title.split(':')[0]!.trim() || title

const prompts = (count: number) => `${count} ${count === 1 ? 'prompt' : 'prompts'}`

/** "100 prompts a day with your AI tools pack", "50 prompts a day with your plan", "10 free AI prompts a day". */
export function allowanceSentence({ limit, paying, pack }: PromptAllowance): string {
  if (!paying) return `${limit} free AI prompts a day`
  return pack ? `${prompts(limit)} a day with your ${pack.name}` : `${prompts(limit)} a day with your plan`
}

/** The composer's count: "37 of 100 prompts left today · 100 prompts a day with your AI tools pack". */
export function promptsLeftText(remaining: number, allowance: PromptAllowance): string {
  const left = `${remaining} of ${allowance.limit} prompts left today`
  return allowance.pack ? `${left} · ${allowanceSentence(allowance)}` : left
}

/** The 429's message at the limit (the page shows it, with the Back to lesson block). */
export function promptLimitMessage(allowance: PromptAllowance): string {
  const { limit, paying, pack } = allowance
  if (!paying)
    return `You have used all ${limit} free AI prompts for today. New ones are available tomorrow, or choose a plan for ${PAID_DAILY_PROMPTS} prompts a day.`
  const which = pack ? ` (${allowanceSentence(allowance)})` : ''
  return `You have used all ${limit} assistant prompts for today${which}. New prompts are available tomorrow.`
}

const aboutLimit = [
  /\bhow many\b[^.?!]*\b(prompts?|messages?|questions?)\b/i,
  /\b(prompts?|messages?|questions?)\b[^.?!]*\b(left|remaining)\b/i,
  /\b(my|daily|prompt|message)\s+(prompt\s+|message\s+)?(limit|allowance|quota)\b/i,
]

/** A question about the student's own prompt allowance ("How many prompts do I have left?"). */
export const asksAboutPromptLimit = (message: string): boolean =>
  message.length <= 300 && aboutLimit.some((pattern) => pattern.test(message))

/** The assistant's own answer to that question: the numbers, and what the pack adds. */
export function allowanceAnswer(allowance: PromptAllowance, remaining: number): string {
  const { limit, paying, pack } = allowance
  const left = `You have ${prompts(remaining)} left today; the count starts again tomorrow.`
  if (!paying) return `Your account has ${allowanceSentence(allowance)}. ${left} A plan gives you ${PAID_DAILY_PROMPTS} prompts a day.`
  if (!pack) return `You can send ${allowanceSentence(allowance)}. ${left}`
  return `You can send ${allowanceSentence(allowance)}: ${limit - pack.prompts} with your plan and ${pack.prompts} more from the pack. ${left}`
}
