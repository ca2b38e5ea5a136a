import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { seedContext } from './context'

export type SeededAdmin = { email: string; password: string; generated: boolean }

const generatedAdminEmail = 'admin@example.com'

/**
 * Makes sure an admin can sign in. With ADMIN_EMAIL set, that account is created when missing;
 * without it, a first admin with a generated password is created once, and the caller prints it.
 * An existing account is never changed.
 */
export async function ensureAdmin(payload: Payload, configured: { email?: string; password?: string }): Promise<SeededAdmin | undefined> {
  const email = configured.email?.trim().toLowerCase()
  const existing = await payload.find({
    collection: 'users',
    where: email ? { email: { equals: email } } : { roles: { contains: 'admin' } },
    limit: 1,
    depth: 0,
  })
  if (existing.docs.length > 0) return undefined

  const password = configured.password ?? randomBytes(12).toString('base64url')
  const account = { email: email ?? generatedAdminEmail, password }
  await payload.create({
    collection: 'users',
    data: { ...account, name: 'Administrator', roles: ['admin'] },
    context: seedContext(),
  })
  return { ...account, generated: !configured.password }
}
