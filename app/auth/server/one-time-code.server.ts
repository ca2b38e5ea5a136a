import { getPayloadClient } from '@cms/get-payload'
import { getEnv } from '../../../config/env'
import { rateLimitRules } from '~/http/rate-limit'
import { enforceCodeMailLimits, enforceRateLimit } from '~/http/rate-limit.server'
import { codeEmail, type CodePurpose } from '../emails/code-email'
import { CODE_TTL_MS, type CodeCheck, checkCode, generateCode, hashCode, isCodeShape } from '../rules/one-time-code'

export type CodeOptions = { now?: Date; random?: (max: number) => number }

const normalEmail = (email: string) => email.trim().toLowerCase()

/**
 * Mails a fresh code for `email` within the client's and the inbox's limits, replacing any live one
 * for the same purpose. The caller answers the same whatever happened here, so a request never
 * tells whether the email has an account.
 */
export async function requestCode(email: string, purpose: CodePurpose, clientKey: string, options: CodeOptions = {}): Promise<void> {
  await enforceCodeMailLimits(email, clientKey)
  await mailCode(email, purpose, options)
}

/** Mails the code, with no limit: for a caller that has applied `enforceCodeMailLimits` itself. */
export async function mailCode(email: string, purpose: CodePurpose, options: CodeOptions = {}): Promise<void> {
  const address = normalEmail(email)
  const now = options.now ?? new Date()
  const payload = await getPayloadClient()
  await payload.delete({
    collection: 'one-time-codes',
    overrideAccess: true,
    where: { email: { equals: address }, purpose: { equals: purpose } },
  })
  const code = generateCode(options.random)
  await payload.create({
    collection: 'one-time-codes',
    overrideAccess: true,
    data: {
      email: address,
      purpose,
      codeHash: hashCode(getEnv().payloadSecret, address, purpose, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
      attempts: 0,
    },
  })
  const message = await codeEmail(code, purpose, CODE_TTL_MS / 60_000)
  await payload.sendEmail({ to: address, ...message })
}

/** One try at the live code for `email`: counts wrong tries, and a right one uses the code up. */
export async function verifyCode(
  email: string,
  purpose: CodePurpose,
  code: string,
  clientKey: string,
  options: CodeOptions = {},
): Promise<CodeCheck> {
  await enforceRateLimit(rateLimitRules.codeCheck, clientKey)
  const address = normalEmail(email)
  const now = options.now ?? new Date()
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'one-time-codes',
    overrideAccess: true,
    showHiddenFields: true,
    where: { email: { equals: address }, purpose: { equals: purpose } },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
  })
  const stored = docs[0]
  if (!stored) return { ok: false, reason: 'expired', attemptsLeft: 0 }
  const expected = hashCode(getEnv().payloadSecret, address, purpose, isCodeShape(code) ? code : '')
  const result = checkCode(stored, expected, now)
  const data = result.ok ? { usedAt: now.toISOString() } : { attempts: stored.attempts + 1 }
  await payload.update({ collection: 'one-time-codes', id: stored.id, overrideAccess: true, data, depth: 0 })
  return result
}
