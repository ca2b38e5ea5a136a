import { getPayloadClient } from '@cms/get-payload'
import { type Session, signUp } from '../../app/auth/server/auth.server'

let counter = 0
export const strongPassword = 'Str0ng!password'

/** Signs a new student up through the site's own sign-up and returns the session. */
export async function createStudent(data: { firstname?: string; timeZone?: string } = {}): Promise<Session> {
  counter += 1
  const email = `student-${counter}-${Date.now()}@example.com`
  return signUp({ email, password: strongPassword, ...data }, new Request('http://localhost/auth/signup'), `test-${email}`)
}

/** A request as the apps send it: the student's token in the Authorization header. */
export function asStudent(session: Session, path = '/', init: RequestInit = {}): Request {
  const headers = new Headers(init.headers)
  headers.set('Authorization', `Bearer ${session.token}`)
  return new Request(`http://localhost:3000${path}`, { ...init, headers })
}

export { getPayloadClient }

/** A student whose plan pays (status active, as billing sets it after a payment): the AI model's full allowance. */
export async function createPayingStudent(data: { firstname?: string; timeZone?: string } = {}): Promise<Session> {
  const session = await createStudent(data)
  const payload = await getPayloadClient()
  await payload.update({ collection: 'students', id: session.student.id, data: { status: 'active' }, overrideAccess: true, depth: 0 })
  return session
}
