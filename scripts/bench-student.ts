/** A paying student's session on a freshly started site, for the HTTP benchmark and the overload check. */

/** The admin account the benchmark's sites are seeded with (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const benchAdmin = { email: 'bench-admin@example.com', password: 'Bench-admin-pass-1!' }

export async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  return (await response.json()) as T
}

const form = { 'content-type': 'application/x-www-form-urlencoded' }

/**
 * A student who has just bought, as a browser does it: sign-up, the luck paywall's order, Pay, and
 * a test card on the Solidgate simulator's page. Their /home opens the product onboarding modal.
 */
export async function purchasedStudentCookie(baseUrl: string): Promise<string> {
  const browser = { origin: baseUrl, 'sec-fetch-site': 'same-origin' }
  const signup = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'Bench-student-1!' }),
  })
  const cookie = `payload-token=${(await json<{ token: string }>(signup, 'sign-up')).token}`
  const paywall = await fetch(`${baseUrl}/luck/paywall`, { headers: { cookie } })
  const planId = /name="planId" value="([^"]+)"/.exec(await paywall.text())?.[1]
  if (!planId) throw new Error('the luck paywall offers no plan')
  const ordered = await fetch(`${baseUrl}/luck/paywall`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...form, ...browser, cookie },
    body: new URLSearchParams({ planId }).toString(),
  })
  const orderId = /order=(\d+)/.exec(ordered.headers.get('location') ?? '')?.[1]
  if (!orderId) throw new Error(`the luck paywall answered ${ordered.status} without an order`)
  const pay = await fetch(`${baseUrl}/payment?order=${orderId}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...form, ...browser, cookie },
  })
  const provider = new URL(pay.headers.get('location') ?? '', baseUrl)
  const paid = await fetch(`${baseUrl}${provider.pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: form,
    body: new URLSearchParams({ card_number: '4000000000000077', expiry: '12/30', cvv: '123' }).toString(),
  })
  if (paid.status !== 303) throw new Error(`the payment simulator answered ${paid.status} (Pay went to ${provider.pathname})`)
  return cookie
}
