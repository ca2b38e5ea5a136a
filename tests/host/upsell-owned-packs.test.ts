/**
 * A pack the student owns is never sold again (issue #46): not as another offer of the same pack,
 * not inside a bundle that holds it (the Ultimate AI pack holds the other three), and not by a
 * bundle's parts once the bundle is owned. A direct charge is refused with 409 and nothing is
 * charged; the /upsell page skips such offers and, when none is left, sends the student home.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { admin, buyWithSolidgate, docs, useAdmin } from '../security/checkout-support'
import { bodyOf, call, signUpStudent, staffToken, type TestStudent } from '../security/support'

const charge = (student: TestStudent, productId: string) =>
  call('/api/payments/solidgate/charge', { method: 'POST', token: student.token, json: { productId } })

const moveTo = (student: TestStudent, currentIndex: number) =>
  call('/api/metadata', { method: 'PUT', token: student.token, json: { key: 'upsells', value: JSON.stringify({ currentIndex }) } })

const chargesFor = (student: TestStudent, productId: string) =>
  docs('payments', `where[student][equals]=${student.id}&where[kind][equals]=upsell&where[productId][equals]=${productId}`)

const upsellPage = (student: TestStudent) => call('/upsell', { cookie: student.cookie })

describe.skipIf(process.env.PAYMENT_SIMULATOR === 'false')('owned packs are never sold again', () => {
  const buyer = async () => {
    const student = await signUpStudent()
    await buyWithSolidgate(student)
    return student
  }

  beforeAll(async () => {
    useAdmin(await staffToken())
    await admin('globals/site-settings', { method: 'POST', json: { paymentSystem: 'solidgate' } })
  })

  it('refuses the Ultimate AI pack to a student who owns the Complete AI pack inside it, and charges nothing', async () => {
    const student = await buyer()
    expect(await bodyOf(await charge(student, 'upsell_30k_prompts'))).toMatchObject({ outcome: 'success' })

    const again = await charge(student, 'upsell_ultimate_ai')
    expect(again.status).toBe(409)
    expect(await bodyOf(again)).toMatchObject({ error: { title: 'Already yours' } })
    expect(await chargesFor(student, 'upsell_ultimate_ai')).toHaveLength(0)
  })

  it('refuses every pack the owned Ultimate AI pack already holds', async () => {
    const student = await buyer()
    expect(await bodyOf(await charge(student, 'upsell_ultimate_ai'))).toMatchObject({ outcome: 'success' })
    for (const productId of ['upsell_30k_prompts', 'upsell_600_prompts', 'upsell_ai_tools']) {
      const refused = await charge(student, productId)
      expect(refused.status, productId).toBe(409)
      expect(await bodyOf(refused)).toMatchObject({ error: { title: 'Already yours' } })
      expect(await chargesFor(student, productId), productId).toHaveLength(0)
    }
  })

  it('the AI tools paywall is not shown to the owner of the Ultimate AI pack, which holds the AI tools pack', async () => {
    const student = await buyer()
    const before = await (await call('/ai-tools', { cookie: student.cookie, browser: 'same-origin' })).text()
    expect(before).toContain('Unlock the AI tools pack')
    expect(await bodyOf(await charge(student, 'upsell_ultimate_ai'))).toMatchObject({ outcome: 'success' })
    const page = await call('/ai-tools', { cookie: student.cookie, browser: 'same-origin' })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).not.toContain('Unlock the AI tools pack')
    expect(html).not.toContain('The AI tools come with')
  })

  it('does not show the last offers to a student who owns a pack they hold: the flow goes home', async () => {
    const student = await buyer()
    expect(await bodyOf(await charge(student, 'upsell_30k_prompts'))).toMatchObject({ outcome: 'success' })
    expect((await moveTo(student, 5)).status, 'at the Ultimate AI pack').toBe(200)
    const page = await upsellPage(student)
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe('/home')
  })

  it('opens the flow at the first offer the student can still buy', async () => {
    const student = await buyer()
    expect(await bodyOf(await charge(student, 'upsell_30k_prompts'))).toMatchObject({ outcome: 'success' })
    const page = await upsellPage(student)
    expect(page.status).toBe(200)
    const heading = /<h1>([^<]*)<\/h1>/.exec(await page.text())?.[1]
    expect(heading).toBe('Personal boost pack: 600 prompts')
  })
})
