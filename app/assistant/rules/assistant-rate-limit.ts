import type { RateLimitRule } from '~/http/rate-limit'

/**
 * Per-student limit on assistant messages (key `student:<id>`), on top of the daily prompt
 * limit: it stops a script or a stuck client from sending a burst, while a person typing never
 * meets it. Kept here rather than in the shared `rateLimitRules` (ai-contracts: one rule per feature).
 */
export const assistantRateLimit: RateLimitRule = { name: 'assistant-message', limit: 6, windowMs: 60_000 }

export const studentKey = (id: string | number) => `student:${id}`

export const assistantRateLimitTitle = 'Too many messages'

export const assistantRateLimitMessage = (seconds: number) =>
  `You are sending messages faster than the assistant can take them. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`
