import { AuthenticationError, type AfterErrorHook, LockedAuth } from 'payload'
import { equalizeFailedLogin, lockoutNote } from '../auth/failed-login'

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
  await equalizeFailedLogin(req.payload, collection.slug as 'users' | 'students', { email, password, locked })
  return { status: 401, response: { errors: [{ message: `${new AuthenticationError(req.t).message} ${lockoutNote}` }] } }
}
