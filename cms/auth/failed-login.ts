import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import type { Payload } from 'payload'

const pbkdf2Async = promisify(pbkdf2)
const dummySalt = randomBytes(32).toString('hex')

/** Said with every failed sign-in, so the answer for a locked account is the same as for a wrong password. */
export const lockoutNote = 'After 5 wrong attempts an account is locked for 15 minutes.'

/**
 * After a failed login (the product's sign-in and Payload's login endpoints alike): when no
 * password hash ran — the account is unknown or locked — spend the time Payload spends checking
 * one (PBKDF2-SHA256, 600,000 iterations, 32-byte key:
 * payload/dist/auth/strategies/local/generatePasswordSaltHash.js), so the timing tells nothing.
 * The security suite's timing test fails if Payload's cost changes and this one does not follow.
 */
export async function equalizeFailedLogin(
  payload: Payload,
  collection: 'users' | 'students',
  attempt: { email: string; password: string; locked: boolean },
): Promise<void> {
  if (!attempt.locked && (await accountExists(payload, collection, attempt.email))) return
  await pbkdf2Async(attempt.password, dummySalt, 600_000, 32, 'sha256')
}

async function accountExists(payload: Payload, collection: 'users' | 'students', email: string): Promise<boolean> {
  if (!email) return false
  return (await payload.count({ collection, where: { email: { equals: email.toLowerCase() } } })).totalDocs > 0
}
