/**
 * The emails a buyer gets, delivered to a real SMTP server started here (smtp-server) through the
 * site's SMTP adapter: a receipt for the first payment, a renewal, an add-on and a plan change, a
 * refund notice, the welcome, the introductory-price reminder, the cancellation and the resumption — each with the
 * amounts and dates the pages show (formatPrice, formatDay), a plain-text part, once per event, and
 * a mail server that is down never costs the charge. Receipts and refund notices carry their number
 * and the seller from the site settings, and name a pack as the product, not as the offer sold it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Where } from 'payload'
import type { Order, Subscription } from '@cms/payload-types'
import { startSmtpInbox, type ReceivedMail } from '../support/smtp-inbox'
import { payOnPage, startPaymentSite } from './support/payment-site'

const inbox = await startSmtpInbox()
process.env.SMTP_URL = inbox.url // read once by getEnv(), before anything below loads it
process.env.EMAIL_FROM = 'AI Learning <hello@example.test>'
const site = await startPaymentSite()
afterAll(async () => {
  await site.close()
  await inbox.close()
})

const { getPayloadClient } = await import('@cms/get-payload')
const { startCheckout } = await import('../../app/payments/server/checkout.server')
const { renewDueSubscriptions } = await import('../../app/payments/server/renewals.server')
const { solidgateSimulator } = await import('../../dev/simulators/payments/solidgate/simulator-instance.server')
const { paymentProvider } = await import('../../app/payments/server/providers.server')
const { applyProviderReport } = await import('../../app/payments/server/apply-report.server')
const { buyUpsell } = await import('../../app/payments/server/upsells.server')
const { updateSubscription } = await import('../../app/payments/server/plan-change.server')
const { cancelSubscription, resumeSubscription } = await import('../../app/payments/server/billing.server')
const { confirmPurchaseEmail, createPurchaseAccount } = await import('../../app/auth/server/post-purchase.server')
const { serializeOwnedSessions } = await import('../../app/core/visitor-cookies.server')
const { remindIntroPeriodsEnding } = await import('../../app/mail/server/intro-reminder.server')
const { deliverDueEmails } = await import('../../app/mail/server/outbox.server')
const { formatDay } = await import('../../app/payments/rules/billing-dates')
const { strongPassword } = await import('../support/students')
const { invoiceNumber } = await import('../../app/mail/rules/invoice-number')
// The host subscribes mail to payments' events at start-up (app/background-work.server.ts); so does this stand-in.
const { mailOnPaymentEvents } = await import('../../app/mail/server/payment-mail.server')
mailOnPaymentEvents()

const day = 24 * 60 * 60 * 1000
const buyer = `buyer-${Date.now()}@example.test`
const planA = '3f2b8c1e-7a4d-4e2f-9b1a-5c6d7e8f9a01'
const planB = '3f2b8c1e-7a4d-4e2f-9b1a-5c6d7e8f9a02'
const addOn = 'mail-upsell-tools'
const promptsPack = 'mail-upsell-prompts'

let order: Order
let cookie: string
let student: Awaited<ReturnType<typeof createPurchaseAccount>>['student']

const subscription = async (): Promise<Subscription> =>
  (
    await (
      await getPayloadClient()
    ).find({
      collection: 'subscriptions',
      where: { order: { equals: order.id } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]!
const mailsTo = (to: string, subject: RegExp) => inbox.received.filter((mail) => mail.to === to && subject.test(mail.subject))
const today = () => formatDay(new Date().toISOString())
const settled = () => solidgateSimulator().idle()
const payment = async (where: Where) =>
  (await (await getPayloadClient()).find({ collection: 'payments', where, sort: '-createdAt', limit: 1, depth: 0, overrideAccess: true }))
    .docs[0]!
const seller = { legalName: 'Mail Test Seller Ltd', address: '7 Receipt Road\nLeeds\nUnited Kingdom', taxId: 'GB 987 6543 21' }
const sellerLines = 'Sold by\nMail Test Seller Ltd\n7 Receipt Road\nLeeds\nUnited Kingdom\nTax number: GB 987 6543 21'

beforeAll(async () => {
  const payload = await getPayloadClient()
  const prices = (first: number, renewal: number) => [{ currency: 'USD' as const, firstPeriodCents: first, renewalCents: renewal }]
  const tags = ['web', 'mail-test']
  await payload.create({
    collection: 'plans',
    overrideAccess: true,
    data: {
      planId: planA,
      name: '4-week plan',
      set: 'mail-test',
      firstPeriod: { value: 4, unit: 'W' },
      renewalPeriod: { value: 4, unit: 'W' },
      prices: prices(1999, 2999),
      tags,
      order: 1,
    },
  })
  await payload.create({
    collection: 'plans',
    overrideAccess: true,
    data: {
      planId: planB,
      name: '12-week plan',
      set: 'mail-test',
      firstPeriod: { value: 12, unit: 'W' },
      renewalPeriod: { value: 12, unit: 'W' },
      prices: prices(5999, 5999),
      tags,
      order: 2,
    },
  })
  await payload.create({
    collection: 'upsells',
    overrideAccess: true,
    data: {
      upsellId: 'mail_tools',
      planId: addOn,
      // An offer's title, as the upsell flow shows it: not the product's name on a receipt.
      title: 'AI tools pack: image and video — 50% off',
      pack: 'ai_tools',
      sale: true,
      order: 1,
      prices: [{ currency: 'USD', cents: 2499 }],
    },
  })
  await payload.create({
    collection: 'upsells',
    overrideAccess: true,
    data: {
      upsellId: 'mail_prompts',
      planId: promptsPack,
      title: 'Complete AI pack: 30,000 prompts',
      pack: 'complete_ai',
      sale: false,
      order: 2,
      prices: [{ currency: 'USD', cents: 1499 }],
    },
  })
  await payload.updateGlobal({ slug: 'site-settings', data: { seller }, depth: 0, overrideAccess: true })
  const session = await payload.create({
    collection: 'funnel-sessions',
    overrideAccess: true,
    data: { visitorId: '2b1c7a56-5d0e-4c59-9a53-1f7c3a2d9e10', funnelId: 'challenge_v1', funnelVersion: 1, state: {}, email: buyer },
  })
  cookie = (await serializeOwnedSessions({ challenge_v1: String(session.id) })).split(';')[0]!
  order = await payload.create({
    collection: 'orders',
    overrideAccess: true,
    depth: 0,
    data: {
      funnelSession: session.id,
      email: buyer,
      planId: planA,
      priceCents: 1999,
      renewalCents: 2999,
      currency: 'USD',
      status: 'pending',
      attempt: 0,
    },
  })
})

function expectPlainText(mail: ReceivedMail, ...lines: string[]) {
  for (const line of lines) expect(mail.text).toContain(line)
  expect(mail.text).not.toMatch(/<[a-z]/i) // a real plain-text part, not HTML
  expect(mail.html).toContain('<html')
}

describe('emails a buyer gets', () => {
  it('sends a receipt for the first payment, with the plan, amount, date, card and next charge', async () => {
    const { redirectUrl } = await startCheckout(order, {})
    expect((await payOnPage(redirectUrl, site.origin, '4000000000000077')).status).toBe(303)
    await settled()
    const mail = await inbox.waitFor((m) => m.to === buyer && /receipt for 4-week plan/.test(m.subject))
    expect(mail.subject).toBe('Your receipt for 4-week plan: $19.99')
    const sub = await subscription()
    expectPlainText(mail, '4-week plan', '$19.99', today(), 'Card ending in 0077', `$29.99 on ${formatDay(sub.endDate)}`)
    const charge = await payment({
      and: [{ order: { equals: order.id } }, { kind: { equals: 'charge' } }, { status: { equals: 'success' } }],
    })
    expectPlainText(mail, `Invoice number\n${invoiceNumber('INV', charge.id)}`, sellerLines)
  })

  it('sends one receipt however often the provider reports the same charge', async () => {
    const payload = await getPayloadClient()
    const fresh = await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
    const report = { providerOrderId: fresh.providerOrderId!, outcome: 'success' as const, amount: 1999, currency: 'USD' }
    await applyProviderReport('solidgate', { eventKey: `solidgate:status:again:${Date.now()}`, type: 'status', report, body: {} })
    await settled()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mailsTo(buyer, /receipt for 4-week plan/)).toHaveLength(1)
  })

  it('welcomes the buyer with the way to sign in once the account is made', async () => {
    const request = new Request('http://x/', { headers: { Cookie: cookie } })
    await confirmPurchaseEmail(request, order.id, { email: buyer })
    student = (await createPurchaseAccount(request, order.id, { password: strongPassword })).student
    const mail = await inbox.waitFor((m) => m.to === buyer && /Welcome/.test(m.subject))
    expect(mail.subject).toBe('Welcome to AI Learning: how to sign in')
    expectPlainText(mail, buyer, '4-week plan', `${site.origin}/auth/signin`)
  })

  it('reminds 3 days before the introductory price ends, with that date and the later price, once', async () => {
    const sub = await subscription()
    const end = new Date(sub.endDate)
    await remindIntroPeriodsEnding(new Date(end.getTime() - 4 * day))
    expect(mailsTo(buyer, /introductory price ends/)).toHaveLength(0) // not yet
    await remindIntroPeriodsEnding(new Date(end.getTime() - 3 * day + 60_000))
    const mail = await inbox.waitFor((m) => m.to === buyer && /introductory price ends/.test(m.subject))
    expect(mail.subject).toBe(`Your introductory price ends on ${formatDay(sub.endDate)}`)
    expectPlainText(mail, '4-week plan', formatDay(sub.endDate), '$29.99 every 4 weeks', 'Card ending in 0077')
    await remindIntroPeriodsEnding(new Date(end.getTime() - 2 * day))
    expect(mailsTo(buyer, /introductory price ends/)).toHaveLength(1)
  })

  it('renews even when the mail server is down, and delivers the receipt when it is back', async () => {
    const payload = await getPayloadClient()
    const before = await subscription()
    const periodEnd = new Date(Date.now() - 60_000).toISOString()
    await payload.update({ collection: 'subscriptions', id: before.id, data: { endDate: periodEnd }, depth: 0, overrideAccess: true })
    inbox.refuse(1)
    await renewDueSubscriptions()
    await settled()
    const renewed = await subscription()
    expect(new Date(renewed.endDate).getTime() - new Date(periodEnd).getTime()).toBe(28 * day) // the charge stands
    const row = async () =>
      (
        await payload.find({
          collection: 'email-outbox',
          where: { subject: { like: 'Your 4-week plan renewed' } },
          depth: 0,
          overrideAccess: true,
        })
      ).docs[0]
    await expect.poll(async () => (await row())?.attempts, { timeout: 10_000 }).toBe(1)
    expect(await row()).toMatchObject({ status: 'queued', lastError: expect.stringContaining('Mailbox unavailable') })
    expect(mailsTo(buyer, /renewed/)).toHaveLength(0)

    await deliverDueEmails(new Date(Date.now() + 3 * 60_000))
    const mail = await inbox.waitFor((m) => m.to === buyer && /renewed/.test(m.subject))
    expect(mail.subject).toBe('Your 4-week plan renewed: receipt for $29.99')
    expectPlainText(mail, '$29.99', today(), `$29.99 on ${formatDay(renewed.endDate)}`)
    expect(await row()).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('sends a receipt for an add-on under its own name, and a refund notice when it is refunded', async () => {
    expect((await buyUpsell(student, addOn, { provider: 'solidgate' })).outcome).toBe('success')
    await settled()
    const receipt = await inbox.waitFor((m) => m.to === buyer && /AI tools pack/.test(m.subject))
    expect(receipt.subject).toBe('Your receipt for AI tools pack: $24.99')
    const charge = await payment({ and: [{ kind: { equals: 'upsell' } }, { status: { equals: 'success' } }] })
    expectPlainText(receipt, 'Item\nAI tools pack\n', '$24.99', today(), `Invoice number\n${invoiceNumber('INV', charge.id)}`, sellerLines)
    expect(receipt.text).not.toContain('Next charge')
    expect(`${receipt.subject} ${receipt.text} ${receipt.html}`).not.toMatch(/% off|image and video/)
    // Where to use it, from the pack's entitlement, on the public address — not "ready in the app" (issue #46).
    expectPlainText(receipt, `Open the AI tools ${site.origin}/ai-tools`, 'Lifetime access')
    expect(receipt.text).not.toContain('ready in the app')

    const refund = await paymentProvider('solidgate')!.refund({
      providerOrderId: charge.providerOrderId,
      transactionId: charge.transactionId ?? undefined,
      amount: charge.amountCents,
      currency: charge.currency,
    })
    expect(refund.ok).toBe(true)
    await settled()
    const mail = await inbox.waitFor((m) => m.to === buyer && /refund/.test(m.subject))
    expect(mail.subject).toBe('Your refund of $24.99 is on its way')
    expectPlainText(mail, 'AI tools pack', '$24.99', today(), 'Card ending in 0077')
    const refundRow = await payment({ and: [{ kind: { equals: 'refund' } }, { providerOrderId: { equals: charge.providerOrderId } }] })
    expectPlainText(
      mail,
      `Credit note number\n${invoiceNumber('CN', refundRow.id)}`,
      `Refund of invoice\n${invoiceNumber('INV', charge.id)}`,
      sellerLines,
    )
    expect(mail.text).not.toMatch(/% off/)
  })

  it('sends an add-on receipt that says what the pack gives and links the prompt library', async () => {
    expect((await buyUpsell(student, promptsPack, { provider: 'solidgate' })).outcome).toBe('success')
    await settled()
    const receipt = await inbox.waitFor((m) => m.to === buyer && /Complete AI pack/.test(m.subject))
    expect(receipt.subject).toBe('Your receipt for Complete AI pack: $14.99')
    expect(receipt.text.replace(/\s+/g, ' ')).toContain('30,000 prompts in the prompt library, sorted by job and task')
    expectPlainText(receipt, `Open the prompt library ${site.origin}/prompts`)
  })

  it('sends a receipt for a plan change with the new plan and its next charge', async () => {
    await updateSubscription(student, planB)
    await settled()
    const mail = await inbox.waitFor((m) => m.to === buyer && /switched to/.test(m.subject))
    expect(mail.subject).toBe('You switched to 12-week plan: receipt for $59.99')
    const sub = await subscription()
    expectPlainText(mail, '12-week plan', '$59.99', today(), `$59.99 on ${formatDay(sub.endDate)}`)
  })

  it('confirms a cancellation with what stays available until when', async () => {
    const sub = await subscription()
    await cancelSubscription(student, sub.id)
    const mail = await inbox.waitFor((m) => m.to === buyer && /cancelled/.test(m.subject))
    expect(mail.subject).toBe(`Your subscription is cancelled: access until ${formatDay(sub.endDate)}`)
    expectPlainText(mail, '12-week plan', formatDay(sub.endDate), 'You will not be charged again')
    expect(mail.text).not.toContain('AI tools pack') // refunded: no longer part of what stays
    // The pack is one-time and lifetime: it stays, and only the plan ends (issue #46).
    expectPlainText(mail, 'Yours to keep after the plan ends\nComplete AI pack', 'Lifetime access — yours after the plan ends')
    expect(mail.text.replace(/\s+/g, ' ')).toContain('Only the plan ends then.')
  })

  it('confirms a resumed plan: it continues, with its next charge', async () => {
    const sub = await subscription()
    await resumeSubscription(student, sub.id)
    const mail = await inbox.waitFor((m) => m.to === buyer && /continues/.test(m.subject))
    expect(mail.subject).toBe('Your 12-week plan continues')
    expectPlainText(mail, `Next charge\n$59.99 on ${formatDay(sub.endDate)}`)
  })

  it('sent every email from the configured sender, each once', async () => {
    const subjects = inbox.received.filter((mail) => mail.to === buyer).map((mail) => mail.subject)
    // first payment, welcome, reminder, renewal, add-on, refund, second add-on, plan change, cancellation, resumed
    expect(subjects).toHaveLength(10)
    expect(new Set(subjects).size).toBe(subjects.length)
    expect(inbox.received.every((mail) => /^From: .*hello@example\.test/m.test(mail.raw))).toBe(true)
  })
})
