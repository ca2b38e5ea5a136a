import type { RateLimitRule } from '~/http/rate-limit'

/**
 * Per student (key `student:<id>`): each respond or validate may call a model. Enough for a
 * student trying many prompts in one sitting; not enough to use the daily task as a free chatbot.
 */
export const dailyTaskRateLimit: RateLimitRule = { name: 'daily-task', limit: 30, windowMs: 10 * 60_000 }
