import { createHmac } from 'node:crypto'
import { getEnv } from '../../config/env'
import {
  failureLimit,
  hitRateLimit,
  type RateLimitResult,
  type RateLimitRule,
  rateLimitMessage,
  rateLimitRules,
  recipientLimitMessage,
} from '~/http/rate-limit'
import { ProblemError, tooManyProblem } from '../core/problem'
import { inboxOf } from './inbox'

/** Throws the API's 429 problem when `client` has used up `rule`. */
export async function enforceRateLimit(rule: RateLimitRule, client: string): Promise<void> {
  const result = await hitRateLimit(rule, client)
  if (!result.ok) throw tooManyProblem('Too many attempts', rateLimitMessage(result.retryAfterSeconds), result.retryAfterSeconds)
}

/**
 * One more code or link mailed to `email` (rateLimitRules.codeMailPerRecipient), counted whether or
 * not an account has the address. The store keeps a keyed hash of the inbox, never the address.
 */
export function hitRecipientLimit(email: string): Promise<RateLimitResult> {
  const inbox = createHmac('sha256', getEnv().payloadSecret).update(inboxOf(email)).digest('base64url')
  return hitRateLimit(rateLimitRules.codeMailPerRecipient, `inbox:${inbox}`)
}

/**
 * Before a code is mailed: the client's allowance first (a client already refused spends nothing
 * of the inbox's), then the inbox's. The answer is the same whether or not the address has an account.
 */
export async function enforceCodeMailLimits(email: string, clientKey: string): Promise<void> {
  await enforceRateLimit(rateLimitRules.codeRequest, clientKey)
  const result = await hitRecipientLimit(email)
  if (!result.ok) throw tooManyProblem('Too many codes', recipientLimitMessage(result.retryAfterSeconds), result.retryAfterSeconds)
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
