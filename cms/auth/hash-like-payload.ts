import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2Async = promisify(pbkdf2)
const dummySalt = randomBytes(32).toString('hex')

/**
 * Spends the time Payload spends checking a password (PBKDF2-SHA256, 600,000 iterations, 32-byte
 * key: payload/dist/auth/strategies/local/generatePasswordSaltHash.js), so a sign-in for an
 * unknown or locked account is not measurably faster than one for a real account. The security
 * suite's timing test fails if Payload's cost changes and this one does not follow.
 */
export async function hashLikePayload(password: string): Promise<void> {
  await pbkdf2Async(password, dummySalt, 600_000, 32, 'sha256')
}
