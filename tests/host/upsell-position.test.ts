/**
 * The add-on flow's position is the server's, for both providers: a sale price is chargeable only
 * while the flow is at it — after its regular offer was skipped, never before, never once the flow
 * has moved past it or the regular offer was bought — and the position only moves forward.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { admin, buyWithCard, buyWithSolidgate, docs, useAdmin } from '../security/checkout-support'
import { bodyOf, call, signUpStudent, staffToken, type TestStudent } from '../security/support'

const providers = [
  {
    system: 'solidgate',
    buy: buyWithSolidgate,
    charge: (student: TestStudent, productId: string) =>
      call('/api/payments/solidgate/charge', { method: 'POST', token: student.token, json: { productId } }),
  },
  {
    system: 'ecommpay',
    buy: buyWithCard,
    charge: (student: TestStudent, productId: string) =>
      call('/api/payments/ecomm/upsell', { method: 'POST', token: student.token, json: { planCode: productId } }),
  },
] as const

const moveTo = (student: TestStudent, currentIndex: number) =>
  call('/api/metadata', { method: 'PUT', token: student.token, json: { key: 'upsells', value: JSON.stringify({ currentIndex }) } })

const chargesFor = (student: TestStudent, productId: string) =>
  docs('payments', `where[student][equals]=${student.id}&where[productId][equals]=${productId}`)

describe.skipIf(process.env.PAYMENT_SIMULATOR === 'false').each(providers)(
  'the add-on flow’s position with $system',
  ({ system, buy, charge }) => {
    const buyer = async () => {
      const student = await signUpStudent()
      await buy(student)
      return student
    }

    beforeAll(async () => {
      useAdmin(await staffToken())
      await admin('globals/site-settings', { method: 'POST', json: { paymentSystem: system } })
    })

    it('refuses the sale price before its regular offer was skipped, then sells it once the flow is at it', async () => {
      const student = await buyer()
      const direct = await charge(student, 'upsell_30k_prompts_sale')
      expect(direct.status).toBe(409)
      expect(await bodyOf(direct)).toMatchObject({ error: { title: 'Offer not available' } })
      expect(await chargesFor(student, 'upsell_30k_prompts_sale')).toHaveLength(0)

      expect((await moveTo(student, 1)).status, 'the regular offer skipped').toBe(200)
      expect(await bodyOf(await charge(student, 'upsell_30k_prompts_sale'))).toMatchObject({ outcome: 'success' })
    })

    it('never offers a passed sale again: the position only moves forward', async () => {
      const student = await buyer()
      expect((await moveTo(student, 2)).status).toBe(200)
      expect((await moveTo(student, 1)).status).toBe(409)
      expect((await call('/api/metadata?key=upsells', { method: 'DELETE', token: student.token })).status).toBe(409)
      expect((await charge(student, 'upsell_30k_prompts_sale')).status).toBe(409)
      expect(await chargesFor(student, 'upsell_30k_prompts_sale')).toHaveLength(0)
    })

    it('closes a sale once its regular offer was bought, and sells regular offers at their price', async () => {
      const student = await buyer()
      expect(await bodyOf(await charge(student, 'upsell_600_prompts'))).toMatchObject({ outcome: 'success' })
      expect((await moveTo(student, 3)).status).toBe(200)
      expect((await charge(student, 'upsell_600_prompts_sale')).status).toBe(409)
      expect(await chargesFor(student, 'upsell_600_prompts_sale')).toHaveLength(0)
    })
  },
)
