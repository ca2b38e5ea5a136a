/**
 * A buyer whose email already has an account: set-email sends them to sign-in with the order, and
 * the purchase joins the account they sign in to — only from the browser that bought it. Any other
 * sign-in from that browser (the ordinary form, the JSON API) joins it too, once. Someone who knows
 * (or guesses) the order id and signs in to their own account gets nothing.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { admin, docs, form, orderOf, pay, useAdmin } from '../security/checkout-support'
import { call, signUpStudent, staffToken, type TestStudent } from '../security/support'

/** A cookie-less visitor's browser: keeps the cookies the site sets. */
function browserJar() {
  const cookies = new Map<string, string>()
  return {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    keep(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const at = pair!.indexOf('=')
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1))
      }
      return response
    },
  }
}

/** Walks the renew funnel to its paywall as a visitor: a pending order this browser holds. */
async function visitorChecksOut() {
  const jar = browserJar()
  jar.keep(await call('/onboarding/renew'))
  const tap = async (fields: Record<string, string>) =>
    jar.keep(
      await call('/onboarding/renew', {
        method: 'POST',
        cookie: jar.cookie,
        browser: 'same-origin',
        headers: form,
        body: new URLSearchParams(fields).toString(),
      }),
    )
  await tap({ screenId: 'RenewWelcomeScreen', event: 'nav.next' })
  await tap({ screenId: 'RenewFocusScreen', event: 'answer.select:income' })
  const checkout = await tap({ screenId: 'RenewPaywallScreen', event: 'paywall.checkout' })
  const orderId = Number(/order=(\d+)/.exec(checkout.headers.get('location') ?? '')?.[1])
  expect(orderId, `checkout answered ${checkout.status} ${checkout.headers.get('location')}`).toBeGreaterThan(0)
  return { orderId, jar }
}

/** The visitor's order, paid on the Solidgate simulator. */
async function visitorBuys() {
  const { orderId, jar } = await visitorChecksOut()
  const toProvider = await pay(orderId, { cookie: jar.cookie } as TestStudent)
  expect(toProvider.status).toBe(303)
  const page = new URL(toProvider.headers.get('location')!)
  const paid = await call(page.pathname, {
    method: 'POST',
    browser: 'same-origin',
    headers: form,
    body: new URLSearchParams({ card_number: '4000000000000077', expiry: '12/39', cvv: '123' }).toString(),
  })
  expect(paid.status).toBe(303)
  await expect.poll(async () => (await orderOf(orderId)).status).toBe('paid')
  return { orderId, jar }
}

const signIn = (orderId: number, account: TestStudent, cookie?: string) =>
  call(`/auth/signin?order=${orderId}`, {
    method: 'POST',
    browser: 'same-origin',
    headers: form,
    ...(cookie ? { cookie } : {}),
    body: new URLSearchParams({ email: account.email, password: account.password, redirectTo: '' }).toString(),
  })

describe.skipIf(process.env.PAYMENT_SIMULATOR === 'false')('a purchase joins an existing account', () => {
  beforeAll(async () => {
    useAdmin(await staffToken())
    await admin('globals/site-settings', { method: 'POST', json: { paymentSystem: 'solidgate' } })
  })

  it('only in the browser that bought it: a thief naming the order id signs in and gets nothing', async () => {
    const { orderId, jar } = await visitorBuys()
    const owner = await signUpStudent()
    const thief = await signUpStudent()

    const setEmail = await call(`/onboarding/set-email?order=${orderId}`, {
      method: 'POST',
      cookie: jar.cookie,
      browser: 'same-origin',
      headers: form,
      body: new URLSearchParams({ email: owner.email }).toString(),
    })
    expect(setEmail.headers.get('location')).toBe(`/auth/signin?${new URLSearchParams({ email: owner.email, order: String(orderId) })}`)

    const stolen = await signIn(orderId, thief)
    expect(stolen.headers.get('location'), 'the thief’s sign-in works, without the order').toBe('/home')
    expect((await orderOf(orderId)).student ?? null).toBeNull()

    const joined = await signIn(orderId, owner, jar.cookie)
    expect(joined.headers.get('location')).toBe('/upsell')
    expect((await orderOf(orderId)).student).toBe(owner.id)
    const [subscription] = await docs('subscriptions', `where[order][equals]=${orderId}`)
    expect(subscription?.student).toBe(owner.id)
    const answers = await docs('funnel-sessions', `where[student][equals]=${owner.id}`)
    expect(answers.map((session) => session.funnelId)).toEqual(['renew'])
    const subscriptions = await call('/api/payments/subscriptions', { token: owner.token })
    expect(await subscriptions.json()).toMatchObject({ subscriptions: [{ status: 'active' }] })

    // The same browser signing in to another account later (a shared computer) takes nothing.
    await signIn(orderId, thief, jar.cookie)
    expect((await orderOf(orderId)).student).toBe(owner.id)
  })

  it('on any sign-in from the buying browser, without the order link: once, and never from another browser', async () => {
    const { orderId, jar } = await visitorBuys()
    const owner = await signUpStudent()
    const apiSignIn = (account: TestStudent, cookie?: string, path = '/api/auth/signin') =>
      call(path, {
        method: 'POST',
        json: { email: account.email, password: account.password },
        ...(cookie ? { cookie, browser: 'same-origin' as const } : {}),
      })
    const subscriptionsOf = async (token: string) =>
      ((await (await call('/api/payments/subscriptions', { token })).json()) as { subscriptions: { status: string }[] }).subscriptions

    // Another browser (no cookies), even naming the order, signs in to the very account and joins nothing.
    const elsewhere = await apiSignIn(owner, undefined, `/api/auth/signin?order=${orderId}`)
    expect(elsewhere.status).toBe(200)
    expect((await orderOf(orderId)).student ?? null).toBeNull()
    expect(await subscriptionsOf(owner.token)).toEqual([])

    // The buying browser's ordinary sign-in (the JSON API, no `?order=`) joins the purchase.
    const first = await apiSignIn(owner, jar.cookie)
    expect(first.status).toBe(200)
    const { token } = (await first.json()) as { token: string }
    expect(await subscriptionsOf(token)).toMatchObject([{ status: 'active' }])
    expect((await orderOf(orderId)).student).toBe(owner.id)
    const answers = await docs('funnel-sessions', `where[student][equals]=${owner.id}`)
    expect(answers.map((session) => session.funnelId)).toEqual(['renew'])

    // Signing in again joins nothing more: one subscription, one welcome email.
    expect((await apiSignIn(owner, jar.cookie)).status).toBe(200)
    expect(await subscriptionsOf(token)).toHaveLength(1)
    expect(await docs('email-outbox', `where[key][equals]=welcome:${orderId}`)).toHaveLength(1)
  })

  it('to exactly one of two accounts signing in at once from the buying browser, all of it', async () => {
    const { orderId, jar } = await visitorBuys()
    const [first, second] = [await signUpStudent(), await signUpStudent()]
    const signIns = await Promise.all(
      [first, second].map((account) =>
        call('/api/auth/signin', {
          method: 'POST',
          cookie: jar.cookie,
          browser: 'same-origin',
          json: { email: account.email, password: account.password },
        }),
      ),
    )
    expect(signIns.map((response) => response.status)).toEqual([200, 200])
    const owner = (await orderOf(orderId)).student
    expect([first.id, second.id]).toContain(owner)
    for (const collection of ['payments', 'subscriptions', 'payment-methods']) {
      const rows = await docs(collection, `where[order][equals]=${orderId}`)
      expect(rows.length, collection).toBeGreaterThan(0)
      expect(new Set(rows.map((row) => row.student)), collection).toEqual(new Set([owner]))
    }
    expect(await docs('email-outbox', `where[key][equals]=welcome:${orderId}`)).toHaveLength(1)
  })

  it('not while it is unpaid: a sign-in from the browser at the paywall takes nothing', async () => {
    const { orderId, jar } = await visitorChecksOut()
    const account = await signUpStudent()
    const signIn = await call('/api/auth/signin', {
      method: 'POST',
      cookie: jar.cookie,
      browser: 'same-origin',
      json: { email: account.email, password: account.password },
    })
    expect(signIn.status).toBe(200)
    expect(await orderOf(orderId)).toMatchObject({ status: 'pending' })
    expect((await orderOf(orderId)).student ?? null).toBeNull()
  })

  it('a new buyer’s create-password sent 10 times at once makes one account; the rest hear 409', async () => {
    const { orderId, jar } = await visitorBuys()
    const email = `race-buyer-${randomUUID()}@example.com`
    const post = (path: string, fields: Record<string, string>) =>
      call(`${path}?order=${orderId}`, {
        method: 'POST',
        cookie: jar.cookie,
        browser: 'same-origin',
        headers: form,
        body: new URLSearchParams(fields).toString(),
      })
    expect((await post('/onboarding/set-email', { email })).headers.get('location')).toBe(`/onboarding/create-password?order=${orderId}`)
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/onboarding/create-password', { password: 'Str0ng!racing' })))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([302, ...Array(9).fill(409)])
    const students = await docs('students', `where[email][equals]=${encodeURIComponent(email)}`)
    expect(students).toHaveLength(1)
    expect((await orderOf(orderId)).student).toBe(students[0]!.id)
  })
})
