import { AuthenticationError, type AfterErrorHook, LockedAuth } from 'payload'
import { hashLikePayload } from '../auth/hash-like-payload'

const lockNote = 'After 5 wrong attempts an account is locked for 15 minutes.'

/**
 * Payload's own logins (/cms/api/users/login, /cms/api/students/login, the admin's form) answer a
 * locked account with 423 "This user is locked", and an unknown email faster than a known one —
 * both tell an attacker the account exists. Here both answer exactly like a wrong password, after
 * the time a password check takes; the message says that repeated failures lock an account.
 */
export const hideLockedAccounts: AfterErrorHook = async ({ error, req, collection }) => {
  const locked = error instanceof LockedAuth
  if (!locked && !(error instanceof AuthenticationError)) return
  if (!collection?.auth) return
  const email = typeof req.data?.email === 'string' ? req.data.email : ''
  const password = typeof req.data?.password === 'string' ? req.data.password : ''
  if (locked || !(await accountExists(req, collection.slug, email))) await hashLikePayload(password)
  return { status: 401, response: { errors: [{ message: `${new AuthenticationError(req.t).message} ${lockNote}` }] } }
}

async function accountExists(req: Parameters<AfterErrorHook>[0]['req'], slug: string, email: string): Promise<boolean> {
  if (!email) return false
  const found = await req.payload.count({ collection: slug as 'users', where: { email: { equals: email.toLowerCase() } } })
  return found.totalDocs > 0
}
