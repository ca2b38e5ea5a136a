/**
 * Decision 019, fourth pass: the student document behind a session is kept between requests and
 * checked by one prepared statement (the row's `updatedAt`, `dataVersion` and live sessions). A
 * signed-out session, a change made by another process and a deleted account each show on the
 * very next request; one student's document never answers for another.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getStudent } from '../../app/core/session.server'
import { createRequestContext } from '../../app/core/request-context.server'
import { keptSessionStudents } from '../../app/core/kept-session-student.server'
import { signOut } from '../../app/auth/server/auth.server'
import { databaseKind } from '../../config/database-uri'
import { asStudent, createStudent, getPayloadClient } from '../support/students'

type Session = Awaited<ReturnType<typeof createStudent>>

/** The student of one page request, as the host asks for it. */
const studentOf = (session: Session) => getStudent(asStudent(session, '/home'), { requestContext: createRequestContext('GET') })

/** Payload's full read of the student (the relational query with its sessions), counted. */
async function countFullReads() {
  const payload = await getPayloadClient()
  const findByID = vi.spyOn(payload, 'findByID')
  return () => findByID.mock.calls.filter(([args]) => args.collection === 'students').length
}

afterEach(() => vi.restoreAllMocks())

const onSql = databaseKind(process.env.DATABASE_URI!) !== 'mongodb'

describe.runIf(onSql)('the kept session student', () => {
  it("is read in full once, then answered from the kept document with the session's own fields", async () => {
    const session = await createStudent({ firstname: 'Kept' })
    const fullReads = await countFullReads()
    const first = await studentOf(session)
    const second = await studentOf(session)
    expect(fullReads()).toBe(1)
    expect(keptSessionStudents()).toBeGreaterThan(0)
    expect(second).toEqual(first)
    expect(second).toMatchObject({ id: session.student.id, firstname: 'Kept', collection: 'students', _strategy: 'local-jwt' })
    expect(second).not.toHaveProperty('hash')
    // Each request gets its own copy: a caller changing it changes nothing kept.
    second!.firstname = 'Changed by a caller'
    expect((await studentOf(session))?.firstname).toBe('Kept')
  })

  it('stops answering for a session signed out, though the row was not otherwise written', async () => {
    const session = await createStudent()
    const other = await (await import('../../app/auth/server/auth.server')).login(session.student.email, 'Str0ng!password')
    expect(await studentOf(session)).not.toBeNull()
    await signOut(await studentOf(session))
    expect(await studentOf(session)).toBeNull()
    // The student's other session still works, from the kept document.
    expect((await studentOf({ ...session, token: other.token }))?.id).toBe(session.student.id)
  })

  it('shows a change another process made to the row on the next request', async () => {
    const session = await createStudent({ firstname: 'Before' })
    expect((await studentOf(session))?.firstname).toBe('Before')
    const payload = await getPayloadClient()
    // Another process: the row written through the adapter, so this process hears nothing of it.
    await payload.db.updateOne({ collection: 'students', id: session.student.id, data: { firstname: 'After' }, returning: false })
    expect((await studentOf(session))?.firstname).toBe('After')
  })

  it('answers for nobody once the account is deleted', async () => {
    const session = await createStudent()
    expect(await studentOf(session)).not.toBeNull()
    const payload = await getPayloadClient()
    await payload.delete({ collection: 'students', id: session.student.id, overrideAccess: true })
    expect(await studentOf(session)).toBeNull()
  })

  it("never answers one student's session with another's document", async () => {
    const [ada, bob] = [await createStudent({ firstname: 'Ada' }), await createStudent({ firstname: 'Bob' })]
    for (let i = 0; i < 2; i++) {
      expect((await studentOf(ada))?.firstname).toBe('Ada')
      expect((await studentOf(bob))?.firstname).toBe('Bob')
    }
  })
})
