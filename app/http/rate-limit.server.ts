import { failureLimit, hitRateLimit, type RateLimitRule, rateLimitMessage } from '~/http/rate-limit'
import { ProblemError, tooManyProblem } from '../core/problem'

/** Throws the API's 429 problem when `client` has used up `rule`. */
export async function enforceRateLimit(rule: RateLimitRule, client: string): Promise<void> {
  const result = await hitRateLimit(rule, client)
  if (!result.ok) throw tooManyProblem('Too many attempts', rateLimitMessage(result.retryAfterSeconds), result.retryAfterSeconds)
}

/**
 * Runs `attempt` unless `client` has used up `rule`'s failures, and counts it when it fails with a
 * refusal (a 4xx other than 429): only wrong passwords and bad forms use the allowance up.
 */
export async function limitFailures<T>(rule: RateLimitRule, client: string, attempt: () => Promise<T>): Promise<T> {
  const { allowed, failed } = await failureLimit(rule, client)
  if (!allowed.ok) throw tooManyProblem('Too many attempts', rateLimitMessage(allowed.retryAfterSeconds), allowed.retryAfterSeconds)
  try {
    return await attempt()
  } catch (error) {
    const status = error instanceof ProblemError ? error.problem.status : 500
    if (status >= 400 && status < 500 && status !== 429) await failed()
    throw error
  }
}
