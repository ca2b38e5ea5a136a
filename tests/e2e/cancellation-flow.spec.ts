import { buyFourWeekPlan } from './support/checkout'
import { expect, type Page, signInAsStudent, signIntoAdmin, test, uniqueEmail } from './test'
import type { AdminApi } from './fixtures'

/**
 * Issue #47, cancellation flows with save offers: Cancel subscription runs the live flow (cancel_v1).
 * One student says they have no time and accepts the pause: the subscription is paused and the
 * pause is mailed. Another taps Cancel anyway and confirms — two taps — and is cancelled. The
 * dashboard counts both attempts, the save by its offer and the cancellation.
 */
test.use({ viewport: { width: 375, height: 812 }, reducedMotion: 'reduce' })

/** The dashboard's cancellation figures (today), as a marketer reads them. */
async function cancellationFigures(page: Page) {
  await page.goto('/admin')
  const panel = page.getByRole('region', { name: 'Cancellations' })
  await expect(panel).toBeVisible()
  // The count leads the card ("1 · 50%" for saved, with the save rate).
  const kpi = async (id: string) =>
    Number(
      (/^[\d,]+/.exec(await panel.locator(`[data-cancellations="${id}"] .dashboard-kpi__value`).innerText())?.[0] ?? '').replace(/,/g, ''),
    )
  const byOffer = await panel.locator('[data-cancellations="by-offer"]').innerText()
  return {
    attempts: await kpi('attempts'),
    saved: await kpi('saved'),
    cancelled: await kpi('cancelled'),
    paused: Number(/Pause: (\d+)/.exec(byOffer)?.[1]),
  }
}

async function mailTo(admin: AdminApi, email: string, subject: string) {
  await expect
    .poll(async () => {
      const [mail] = await admin.docs<{ subject: string }>(
        `email-outbox?where[to][equals]=${encodeURIComponent(email)}&where[subject][like]=${encodeURIComponent(subject)}&limit=1`,
      )
      return mail?.subject ?? ''
    })
    .toContain(subject)
}

test('a student pauses instead of cancelling; another cancels in two taps; the dashboard counts both', async ({
  page,
  student,
  baseURL,
  admin,
  marketer,
  newVisitor,
}) => {
  test.setTimeout(150_000)
  const dashboard = await newVisitor()
  await signIntoAdmin(dashboard, marketer)
  const before = await cancellationFigures(dashboard)

  await test.step('the first student says they have no time and accepts the pause', async () => {
    await signInAsStudent(page, student, baseURL!)
    await buyFourWeekPlan(page, baseURL!)
    await page.goto('/profile/settings/subscriptions')
    await page.getByRole('button', { name: 'Cancel subscription' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Before you go: why do you want to cancel?' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Cancel anyway' })).toBeVisible()
    await page.getByRole('radio', { name: 'I have no time right now' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Take a break instead?' })).toBeVisible()
    // The offer with the student's own price and dates, and the way out beside it.
    await expect(page.getByTestId('save-offer-terms')).toContainText(
      /^Nothing to pay on .+: your plan rests for 4 weeks and continues on .+ at \$29\.99\.$/,
    )
    await expect(page.getByRole('link', { name: 'Cancel anyway' })).toBeVisible()
    await page.getByRole('button', { name: 'Pause my subscription' }).click()
    await expect(page.getByRole('heading', { name: 'Your subscription continues' })).toBeVisible()
    await expect(page.getByRole('status')).toContainText(/paused/i)
    await mailTo(admin, student.email, 'Your plan is paused until')
  })

  await test.step('another student taps Cancel anyway and confirms: two taps, cancelled', async () => {
    const other = await newVisitor()
    const email = uniqueEmail('student')
    const signup = await other.request.post('/api/auth/signup', {
      data: { email, password: 'Student-1!pass' },
      headers: { Origin: baseURL! },
    })
    expect(signup.ok(), await signup.text()).toBe(true)
    await signInAsStudent(other, (await signup.json()) as { token: string }, baseURL!)
    await buyFourWeekPlan(other, baseURL!)
    await other.goto('/profile/settings/subscriptions')
    await other.getByRole('button', { name: 'Cancel subscription' }).click()
    let taps = 0
    await other.getByRole('link', { name: 'Cancel anyway' }).click()
    taps++
    await other.getByRole('button', { name: 'Cancel my subscription' }).click()
    taps++
    await expect(other.getByRole('heading', { name: 'Subscription cancelled' })).toBeVisible()
    expect(taps).toBe(2)
    await other.getByRole('link', { name: 'Back to subscriptions' }).click()
    await expect(other.getByText('Status: Cancelled')).toBeVisible()
  })

  await test.step('the dashboard counts two attempts, one saved by the pause and one cancelled', async () => {
    await expect
      .poll(async () => {
        const after = await cancellationFigures(dashboard)
        return {
          attempts: after.attempts - before.attempts,
          saved: after.saved - before.saved,
          paused: after.paused - before.paused,
          cancelled: after.cancelled - before.cancelled,
        }
      })
      .toEqual({ attempts: 2, saved: 1, paused: 1, cancelled: 1 })
  })
})
