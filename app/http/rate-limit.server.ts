import { hitRateLimit, type RateLimitRule, rateLimitMessage } from '~/http/rate-limit'
import { problem } from './problem'

/** Throws the API's 429 problem when `client` has used up `rule`. */
export async function enforceRateLimit(rule: RateLimitRule, client: string): Promise<void> {
  const result = await hitRateLimit(rule, client)
  if (!result.ok) throw problem(429, 'Too many attempts', rateLimitMessage(result.retryAfterSeconds))
}
