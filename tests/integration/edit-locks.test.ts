import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { getPayloadClient } from '@cms/get-payload'
import { Funnels } from '@cms/collections/Funnels'
import { createFunnel, funnelDefinition } from '../support/funnels'
import { createStaff } from '../support/staff'

type Staff = Awaited<ReturnType<typeof createStaff>>

async function namedMarketer(payload: Payload, name: string): Promise<Staff> {
  const member = await createStaff(payload, 'marketer')
  await payload.update({ collection: 'users', id: member.id, data: { name } })
  return { ...member, name }
}

/** What the admin asks when it opens a document: the lock, its user populated with the reader's access. */
const locksOn = (payload: Payload, funnelId: number, reader: Staff) =>
  payload.find({
    collection: 'payload-locked-documents',
    depth: 1,
    overrideAccess: false,
    user: reader,
    where: { and: [{ 'document.relationTo': { equals: 'funnels' } }, { 'document.value': { equals: funnelId } }] },
  })

const lock = (payload: Payload, funnelId: number, holder: Staff) =>
  payload.create({
    collection: 'payload-locked-documents',
    overrideAccess: false,
    user: holder,
    data: { document: { relationTo: 'funnels', value: funnelId }, user: { relationTo: 'users', value: holder.id } },
  })

describe('edit locks name who holds them and go when they sign out', () => {
  it('a marketer sees a colleague’s name and email on the lock, not an id, and the lock goes with their sign-out', async () => {
    const payload = await getPayloadClient()
    const [ana, ben] = [await namedMarketer(payload, 'Ana Holder'), await namedMarketer(payload, 'Ben Reader')]
    const [first, second] = [
      await createFunnel(payload, funnelDefinition('locked_a')),
      await createFunnel(payload, funnelDefinition('locked_b')),
    ]
    // Signed in, so Ana has a session a colleague must not see.
    await payload.login({ collection: 'users', data: { email: ana.email, password: 'Str0ng!password' } })
    await lock(payload, first.id, ana)
    await lock(payload, second.id, ben)

    const seen = (await locksOn(payload, first.id, ben)).docs[0]?.user
    expect(seen?.relationTo).toBe('users')
    // Name and email only: a colleague's roles and sessions stay theirs and the admins'.
    expect(seen?.value).toEqual(expect.objectContaining({ id: ana.id, name: 'Ana Holder', email: ana.email }))
    expect(seen?.value).not.toHaveProperty('roles')
    expect((seen?.value as { sessions?: unknown[] }).sessions ?? []).toEqual([])

    await logoutOperation({ collection: payload.collections.users, req: await createLocalReq({ user: ana }, payload) })
    expect((await locksOn(payload, first.id, ben)).totalDocs).toBe(0)
    // Only the leaver's locks go: the colleague's stays.
    expect((await locksOn(payload, second.id, ana)).docs[0]?.user.value).toEqual(expect.objectContaining({ name: 'Ben Reader' }))
  })

  it('funnels lock for two minutes, not Payload’s five, so a closed tab frees the funnel sooner', () => {
    expect(Funnels.lockDocuments).toEqual({ duration: 120 })
  })
})
