/**
 * Accounts keep the product's rules whichever way they are changed: the password rules on every
 * write of a student password, a size cap on metadata, and a password change that re-authenticates
 * and ends every other session — for students and, through Payload, for staff.
 */
import { ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'
import { passwordMessages } from '@schemas/auth/password-rules'
import { type ProblemError } from '../../app/core/problem'
import { action as passwordAction } from '../../app/routes/api.auth.password'
import { action as metadataAction } from '../../app/routes/api.metadata'
import { getStudent } from '../../app/core/session.server'
import { passwordChangedPath, settingsAction } from '../../app/account/server/settings-actions.server'
import { metadataTooLarge } from '@cms/collections/Students/metadata'
import { createStaff } from '../support/staff'
import { asStudent, createStudent, getPayloadClient, strongPassword } from '../support/students'
import { signIn } from '../../app/auth/server/auth.server'
import { contractChecked } from '../support/api-contract'

const newPassword = 'N3w!password'
let client = 0
type Args = Parameters<typeof passwordAction>[0]
// Every answer is also held to the OpenAPI document (tests/support/api-contract.ts).
const run = (handler: (args: Args) => Promise<Response>, request: Request) =>
  contractChecked(handler)({ request, params: {}, context: { clientIp: `account-security-${(client += 1)}` } } as Args)
const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } })
const bearer = (token: string) => new Request('http://localhost:3000/', { headers: { Authorization: `JWT ${token}` } })
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

describe('student passwords follow the product rules on every path', () => {
  it('refuses a weak password from an admin’s create and update, with the rules’ wording', async () => {
    const payload = await getPayloadClient()
    const created = await refusal(
      payload.create({
        collection: 'students',
        data: { email: 'weak-create@example.com', password: 'password', status: 'other', timeZone: 'UTC' },
      }),
    )
    expect(created).toBeInstanceOf(ValidationError)
    expect((created as ValidationError).data.errors[0]).toMatchObject({
      path: 'password',
      message: expect.stringContaining(passwordMessages.uppercase),
    })
    const { student } = await createStudent()
    const updated = await refusal(payload.update({ collection: 'students', id: student.id, data: { password: 'password' } }))
    expect(updated).toBeInstanceOf(ValidationError)
    expect(await signIn({ email: student.email, password: strongPassword }, new Request('http://x/'), 'weak-update')).toHaveProperty(
      'token',
    )
  })

  it('refuses a weak password in a reset, and a strong reset ends every session', async () => {
    const payload = await getPayloadClient()
    const session = await createStudent()
    const token = await payload.forgotPassword({ collection: 'students', data: { email: session.student.email }, disableEmail: true })
    const weak = await refusal(
      payload.resetPassword({ collection: 'students', data: { token, password: 'password' }, overrideAccess: true }),
    )
    expect(weak).toBeInstanceOf(ValidationError)
    await payload.resetPassword({ collection: 'students', data: { token, password: newPassword }, overrideAccess: true })
    expect(await getStudent(asStudent(session))).toBeNull()
  })
})

describe('student metadata', () => {
  it('is capped in the collection, and the API answers 400 rather than 500 when a write would pass the cap', async () => {
    const payload = await getPayloadClient()
    const session = await createStudent()
    const huge = await refusal(
      payload.update({ collection: 'students', id: session.student.id, data: { metadata: { x: 'a'.repeat(500_000) } } }),
    )
    expect((huge as ValidationError).data.errors[0]).toMatchObject({ path: 'metadata', message: metadataTooLarge })
    // 9,000 two-byte characters pass the API's 10,000-character value limit but not the byte cap.
    const value = JSON.stringify('é'.repeat(9_000))
    const response = await run(metadataAction, asStudent(session, '/api/metadata', { ...json({ key: 'upsells', value }), method: 'PUT' }))
    expect(response.status).toBe(400)
    expect((await response.json()).error.message).toBe(metadataTooLarge)
  })
})

describe('changing the password (POST /api/auth/password and the settings form)', () => {
  it('refuses a wrong current password as a field error and keeps the old password', async () => {
    const session = await createStudent()
    const response = await run(
      passwordAction,
      asStudent(session, '/api/auth/password', json({ currentPassword: 'Wr0ng!password', newPassword })),
    )
    expect(response.status).toBe(400)
    expect((await response.json()).error.fields).toEqual({ currentPassword: ['Your current password is incorrect.'] })
    expect(await getStudent(asStudent(session))).not.toBeNull()
    expect(await signIn({ email: session.student.email, password: strongPassword }, new Request('http://x/'), 'still-old')).toHaveProperty(
      'token',
    )
  })

  it('applies the password rules to the new password', async () => {
    const session = await createStudent()
    const response = await run(
      passwordAction,
      asStudent(session, '/api/auth/password', json({ currentPassword: strongPassword, newPassword: 'password' })),
    )
    expect(response.status).toBe(400)
    expect((await response.json()).error.fields.newPassword).toContain(passwordMessages.uppercase)
  })

  it('ends every earlier session and answers a fresh token and cookie', async () => {
    const session = await createStudent()
    const otherDevice = await signIn({ email: session.student.email, password: strongPassword }, new Request('http://x/'), 'other-device')
    const response = await run(
      passwordAction,
      asStudent(session, '/api/auth/password', json({ currentPassword: strongPassword, newPassword })),
    )
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(response.headers.get('Set-Cookie')).toContain(`payload-token=${body.token}`)
    expect(await getStudent(asStudent(session))).toBeNull()
    expect(await getStudent(bearer(otherDevice.token))).toBeNull()
    expect((await getStudent(bearer(body.token)))?.id).toBe(session.student.id)
    expect(await signIn({ email: session.student.email, password: newPassword }, new Request('http://x/'), 'new-password')).toHaveProperty(
      'token',
    )
  })

  it('works from the settings form with the same rules', async () => {
    const session = await createStudent()
    const wrong = await refusal(settingsAction(session.student, { intent: 'password', currentPassword: 'nope', newPassword }, 'form-1'))
    expect((wrong as ProblemError).problem).toMatchObject({
      status: 400,
      fieldErrors: { currentPassword: ['Your current password is incorrect.'] },
    })
    const changed = await refusal(
      settingsAction(
        session.student,
        { intent: 'password', currentPassword: strongPassword, newPassword, confirmPassword: newPassword },
        'form-2',
      ),
    )
    // The page reloads with the new session cookie (the old one no longer signs anyone in).
    expect(changed).toBeInstanceOf(Response)
    expect((changed as Response).headers.get('Location')).toBe(passwordChangedPath)
    const cookie = (changed as Response).headers.get('Set-Cookie')!.split(';')[0]!
    expect(cookie).toMatch(/^payload-token=ey/)
    expect(
      (
        await getStudent(
          new Request('http://localhost:3000/profile/settings', { headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' } }),
        )
      )?.id,
    ).toBe(session.student.id)
    expect(await getStudent(asStudent(session))).toBeNull()
  })
})

describe('staff passwords (Payload’s own session handling, pinned)', () => {
  it('an admin setting a marketer’s password ends every session of the marketer; a reset does too', async () => {
    const payload = await getPayloadClient()
    const admin = await createStaff(payload, 'admin')
    const marketer = await createStaff(payload, 'marketer')
    const login = async (password: string) =>
      (await payload.login({ collection: 'users', data: { email: marketer.email, password } })).token!
    const before = await login('Str0ng!password')
    await payload.update({ collection: 'users', id: marketer.id, data: { password: newPassword }, overrideAccess: false, user: admin })
    expect((await payload.auth({ headers: bearer(before).headers })).user).toBeNull()

    const afterChange = await login(newPassword)
    const token = await payload.forgotPassword({ collection: 'users', data: { email: marketer.email }, disableEmail: true })
    await payload.resetPassword({ collection: 'users', data: { token, password: 'An0ther!password' }, overrideAccess: true })
    expect((await payload.auth({ headers: bearer(afterChange).headers })).user).toBeNull()
  })
})
