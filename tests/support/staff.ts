import type { Payload } from 'payload'
import type { User } from '@cms/payload-types'

let counter = 0

/** Creates a staff account and returns it in the shape the Local API expects for `user`. */
export async function createStaff(payload: Payload, role: 'admin' | 'marketer' | 'support'): Promise<User & { collection: 'users' }> {
  counter += 1
  const user = await payload.create({
    collection: 'users',
    data: { email: `${role}-${counter}-${Date.now()}@example.com`, password: 'Str0ng!password', roles: [role] },
  })
  return { ...user, collection: 'users' }
}
