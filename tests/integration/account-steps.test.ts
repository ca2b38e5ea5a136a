import { describe, expect, it } from 'vitest'
import { requestCode, verifyCode } from '../../app/auth/server/one-time-code.server'
import { signIn, signUp } from '../../app/auth/server/auth.server'
import { checkAppSignUpCode, finishAppSignUp, requestAppSignUpCode } from '../../app/auth/server/app-sign-up.server'
import { confirmPurchaseEmail, createPurchaseAccount, loadPurchase } from '../../app/auth/server/post-purchase.server'
import { checkResetCode, requestPasswordReset, setPasswordWithProof } from '../../app/auth/server/password-reset.server'
import { type ProblemError } from '../../app/core/problem'
import { attachOrderToStudent, claimPaidOrder } from '../../app/payments/server/attach-order.server'
import { createPaidOrder } from '../support/purchases'
import { mailedCode } from './support/outbox'
import { createStudent, getPayloadClient, strongPassword } from '../support/students'

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error as ProblemError).problem,
  )
const withCookie = (cookie: string) => new Request('http://x/', { headers: { Cookie: cookie } })
let client = 0
const clientKey = () => `client-${++client}`

describe('one-time codes at rest', () => {
  it('stores only a hash, mails the code to the outbox, works once', async () => {
    const payload = await getPayloadClient()
    await requestCode('Once@Example.com ', 'reset', clientKey(), { random: () => 123456 })
    const { docs } = await payload.find({
      collection: 'one-time-codes',
      where: { email: { equals: 'once@example.com' } },
      showHiddenFields: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(docs[0])).not.toContain('123456')
    const mail = await payload.find({ collection: 'email-outbox', where: { to: { equals: 'once@example.com' } } })
    expect(mail.docs[0]).toMatchObject({ subject: 'Your password reset code' })
    expect(mail.docs[0]!.from).toContain('no-reply@localhost')
    // Kept blanked: whoever reads the outbox cannot use the code; only the sealed copy the mail went out as holds it.
    expect(JSON.stringify(mail.docs[0])).not.toContain('123456')
    expect(mail.docs[0]!.text).toContain('[hidden: sent only to the recipient]')
    expect(await mailedCode('once@example.com')).toBe('123456')
    expect(await verifyCode('once@example.com', 'reset', '123456', clientKey())).toEqual({ ok: true })
    expect(await verifyCode('once@example.com', 'reset', '123456', clientKey())).toMatchObject({ ok: false, reason: 'used' })
  })

  it('expires at 15 minutes, dies after 5 wrong tries, and a new request replaces the old code', async () => {
    const now = new Date()
    await requestCode('tries@example.com', 'reset', clientKey(), { random: () => 111111, now })
    expect(
      await verifyCode('tries@example.com', 'reset', '111111', clientKey(), { now: new Date(now.getTime() + 15 * 60_000) }),
    ).toMatchObject({ reason: 'expired' })
    await requestCode('tries@example.com', 'reset', clientKey(), { random: () => 222222 })
    expect(await verifyCode('tries@example.com', 'reset', '111111', clientKey())).toMatchObject({ reason: 'invalid', attemptsLeft: 4 })
    for (let i = 0; i < 4; i++) await verifyCode('tries@example.com', 'reset', '000000', clientKey())
    expect(await verifyCode('tries@example.com', 'reset', '222222', clientKey())).toMatchObject({ ok: false, reason: 'exhausted' })
  })
})

describe('after payment', () => {
  it('attachOrderToStudent links the order, payments and subscription and sets the status', async () => {
    const payload = await getPayloadClient()
    const { order, payment, subscription } = await createPaidOrder()
    const { student } = await createStudent()
    expect(await attachOrderToStudent(order.id, student.id)).toBe('active')
    const read = (collection: 'orders' | 'payments' | 'subscriptions', id: number | string) =>
      payload.findByID({ collection, id, depth: 0 })
    expect((await read('orders', order.id)).student).toBe(student.id)
    expect((await read('payments', payment.id)).student).toBe(student.id)
    expect((await read('subscriptions', subscription.id)).student).toBe(student.id)
    expect((await payload.findByID({ collection: 'students', id: student.id })).status).toBe('active')
  })

  it('claimPaidOrder gives a paid order without an account to one of two claims at once, and never an unpaid one', async () => {
    const { order } = await createPaidOrder()
    const [first, second] = [await createStudent(), await createStudent()]
    const claims = await Promise.all([claimPaidOrder(order.id, first.student.id), claimPaidOrder(order.id, second.student.id)])
    expect(claims.filter(Boolean)).toHaveLength(1)
    const owner = claims[0] ? first.student.id : second.student.id
    expect((await (await getPayloadClient()).findByID({ collection: 'orders', id: order.id, depth: 0 })).student).toBe(owner)
    expect(await claimPaidOrder(order.id, owner)).toBe(false)
    const pending = await createPaidOrder({ status: 'pending' })
    expect(await claimPaidOrder(pending.order.id, first.student.id)).toBe(false)
  })

  it('refuses foreign, unknown and unpaid orders with 404/409', async () => {
    const mine = await createPaidOrder()
    const other = await createPaidOrder()
    const pending = await createPaidOrder({ status: 'pending' })
    expect(await refusal(loadPurchase(withCookie(other.cookie), mine.order.id))).toMatchObject({ status: 404 })
    expect(await refusal(loadPurchase(new Request('http://x/'), mine.order.id))).toMatchObject({ status: 404 })
    expect(await refusal(loadPurchase(withCookie(mine.cookie), 'abc'))).toMatchObject({ status: 404 })
    expect(await refusal(loadPurchase(withCookie(mine.cookie), 999_999))).toMatchObject({ status: 404 })
    expect(await refusal(loadPurchase(withCookie(pending.cookie), pending.order.id))).toMatchObject({ status: 409 })
    expect((await loadPurchase(withCookie(mine.cookie), mine.order.id)).id).toBe(mine.order.id)
  })

  it('set-email sends an existing account to sign-in; a new one gets an active account with its order', async () => {
    const payload = await getPayloadClient()
    const existing = await createStudent()
    const taken = await createPaidOrder()
    expect(await confirmPurchaseEmail(withCookie(taken.cookie), taken.order.id, { email: existing.student.email })).toEqual({
      next: 'signin',
      email: existing.student.email,
    })

    const { order, cookie, session } = await createPaidOrder({ email: 'buyer@example.com' })
    expect(await confirmPurchaseEmail(withCookie(cookie), order.id, { email: ' New.Buyer@Example.com ' })).toEqual({
      next: 'create-password',
      email: 'new.buyer@example.com',
    })
    const weak = await refusal(createPurchaseAccount(withCookie(cookie), order.id, { password: 'abc' }))
    expect(weak).toMatchObject({ status: 400 })
    const account = await createPurchaseAccount(withCookie(cookie), order.id, { password: strongPassword, confirmPassword: strongPassword })
    expect(account.student).toMatchObject({ email: 'new.buyer@example.com', status: 'active' })
    expect(account.setCookie).toMatch(/payload-token=/)
    expect((await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })).student).toBe(account.student.id)
    expect((await payload.findByID({ collection: 'funnel-sessions', id: session.id, depth: 0 })).student).toBe(account.student.id)
    expect(await refusal(loadPurchase(withCookie(cookie), order.id))).toMatchObject({ status: 409 })
  })
})

describe('a buyer whose email already has an account', () => {
  const studentOf = async (collection: 'orders' | 'payments' | 'subscriptions' | 'funnel-sessions', id: number | string) =>
    (await (await getPayloadClient()).findByID({ collection, id, depth: 0 })).student ?? null

  it('signs in and the paid order of this browser joins the account: order, payment, subscription, answers, status', async () => {
    const existing = await createStudent()
    const { order, payment, subscription, session, cookie } = await createPaidOrder()
    const credentials = { email: existing.student.email, password: strongPassword }
    const signedIn = await signIn(credentials, withCookie(cookie), clientKey())
    expect(signedIn.next).toMatch(/^\/(upsell|home)$/)
    expect(signedIn.student.id).toBe(existing.student.id)
    for (const [collection, id] of [
      ['orders', order.id],
      ['payments', payment.id],
      ['subscriptions', subscription.id],
      ['funnel-sessions', session.id],
    ] as const)
      expect(await studentOf(collection, id), collection).toBe(existing.student.id)
    const payload = await getPayloadClient()
    expect((await payload.findByID({ collection: 'students', id: existing.student.id })).status).toBe('active')
  })

  it('joins only the orders this browser holds, once: not another browser’s, not after it joined', async () => {
    const buyer = await createStudent()
    const thief = await createStudent()
    const mine = await createPaidOrder()
    const theirs = await createPaidOrder()
    const thiefSignsIn = (request: Request) => signIn({ email: thief.student.email, password: strongPassword }, request, clientKey())
    expect((await thiefSignsIn(new Request('http://x/'))).next).toBeNull()
    await thiefSignsIn(withCookie(theirs.cookie))
    expect(await studentOf('orders', theirs.order.id), 'the thief’s own browser holds their own order').toBe(thief.student.id)
    expect(await studentOf('orders', mine.order.id)).toBeNull()

    const joined = await signIn({ email: buyer.student.email, password: strongPassword }, withCookie(mine.cookie), clientKey())
    expect(joined.next).toMatch(/^\/(upsell|home)$/)
    expect((await signIn({ email: buyer.student.email, password: strongPassword }, withCookie(mine.cookie), clientKey())).next).toBeNull()
    expect((await thiefSignsIn(withCookie(mine.cookie))).next, 'an order with an account stays with it').toBeNull()
    expect(await studentOf('orders', mine.order.id)).toBe(buyer.student.id)
    expect(await studentOf('subscriptions', mine.subscription.id)).toBe(buyer.student.id)
  })

  it('leaves an unpaid order, and one whose answers already belong to another account', async () => {
    const payload = await getPayloadClient()
    const someone = await createStudent()
    const buyer = await createStudent()
    const pending = await createPaidOrder({ status: 'pending' })
    const theirs = await createPaidOrder()
    await payload.update({ collection: 'funnel-sessions', id: theirs.session.id, data: { student: someone.student.id } })
    for (const cookie of [pending.cookie, theirs.cookie]) {
      expect((await signIn({ email: buyer.student.email, password: strongPassword }, withCookie(cookie), clientKey())).next).toBeNull()
    }
    expect(await studentOf('orders', pending.order.id)).toBeNull()
    expect(await studentOf('orders', theirs.order.id)).toBeNull()
    const owner = await signIn({ email: someone.student.email, password: strongPassword }, withCookie(theirs.cookie), clientKey())
    expect(owner.next, 'the account the answers belong to takes it').toMatch(/^\/(upsell|home)$/)
    expect(await studentOf('subscriptions', theirs.subscription.id)).toBe(someone.student.id)
  })

  it('joins the order on sign-up and on app sign-up’s password step from the browser that bought it', async () => {
    const bought = await createPaidOrder()
    const signedUp = await signUp({ email: 'held.signup@example.com', password: strongPassword }, withCookie(bought.cookie), clientKey())
    expect(signedUp.next).toMatch(/^\/(upsell|home)$/)
    expect(await studentOf('subscriptions', bought.subscription.id)).toBe(signedUp.student.id)

    const other = await createPaidOrder()
    const email = 'held.app@example.com'
    await requestAppSignUpCode({ email }, clientKey())
    const verified = await checkAppSignUpCode({ email, code: (await mailedCode(email))! }, clientKey())
    const proof = verified.setCookie.split(';')[0]!
    const app = await finishAppSignUp(withCookie(`${other.cookie}; ${proof}`), { email, password: strongPassword }, clientKey())
    expect(app.next).toMatch(/^\/(upsell|home)$/)
    expect(await studentOf('subscriptions', other.subscription.id)).toBe(app.student.id)
  })

  it('joins the order after a password reset by code too', async () => {
    const existing = await createStudent()
    const { subscription, cookie } = await createPaidOrder()
    await requestPasswordReset({ email: existing.student.email }, clientKey())
    const verified = await checkResetCode({ email: existing.student.email, code: await mailedCode(existing.student.email) }, clientKey())
    const proof = verified.setCookie.split(';')[0]!
    const reset = await setPasswordWithProof(withCookie(`${cookie}; ${proof}`), {
      email: existing.student.email,
      password: 'N3w!password',
    })
    expect(reset.next).toMatch(/^\/(upsell|home)$/)
    expect(await studentOf('subscriptions', subscription.id)).toBe(existing.student.id)
  })
})

describe('password reset by code', () => {
  it('answers the same for unknown emails, and sets the password only with the proof', async () => {
    const payload = await getPayloadClient()
    const { student } = await createStudent()
    expect(await requestPasswordReset({ email: 'nobody@example.com' }, clientKey())).toBe('nobody@example.com')
    expect(await mailedCode('nobody@example.com')).toBeUndefined()
    await requestPasswordReset({ email: student.email.toUpperCase() }, clientKey())
    const code = await mailedCode(student.email)
    expect(code).toMatch(/^\d{6}$/)
    const noProof = await refusal(setPasswordWithProof(new Request('http://x/'), { email: student.email, password: 'N3w!password' }))
    expect(noProof).toMatchObject({ status: 403 })
    const wrong = await refusal(checkResetCode({ email: student.email, code: code === '000000' ? '111111' : '000000' }, clientKey()))
    expect(wrong?.message).toBe('The code is incorrect. 4 tries left.')
    const { setCookie } = await checkResetCode({ email: student.email, code }, clientKey())
    const request = withCookie(setCookie.split(';')[0]!)
    const session = await setPasswordWithProof(request, { email: student.email, password: 'N3w!password' })
    expect(session.student.id).toBe(student.id)
    await expect(payload.login({ collection: 'students', data: { email: student.email, password: 'N3w!password' } })).resolves.toBeTruthy()
  })
})
