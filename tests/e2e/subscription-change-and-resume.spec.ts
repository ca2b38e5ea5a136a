import { mkdirSync } from 'node:fs'
import { buyFourWeekPlan } from './support/checkout'
import { galleryPhoto } from './support/gallery'
import { productGradeFindings } from './support/product-grade'
import { expect, type Page, signInAsStudent, test } from './test'

/**
 * Subscriptions on a phone as a buyer meets them after paying (issue #46): the plan switcher lays
 * out from 320 to 1280 px (no title squeezed into single letters); the confirm step says what is
 * charged today and when the new plan starts; after the switch the card names the new plan without
 * a reload; a cancelled subscription that still runs can be resumed, and then renews again.
 */
test.use({ viewport: { width: 375, height: 812 }, reducedMotion: 'reduce' })

const galleryDir = 'tests/e2e/.artifacts/app-gallery'
const widths = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]

/** The screen at 375 and 1280 px, held to the product-grade check (320 px once), then back on the phone. */
async function lookAt(page: Page, name: string): Promise<string[]> {
  mkdirSync(galleryDir, { recursive: true })
  const findings: string[] = []
  for (const size of widths) {
    await page.setViewportSize(size)
    await galleryPhoto(page, {
      path: `${galleryDir}/${name}-${size.width}.png`,
      fullPage: (await page.locator('dialog[open]').count()) === 0,
    })
    findings.push(
      ...(await productGradeFindings(page, { narrow: size === widths[0] })).map((finding) => `${name} at ${size.width} px: ${finding}`),
    )
  }
  await page.setViewportSize(widths[0]!)
  return findings
}

test('change plan fits a phone and says when the charge and the new plan come; the card updates at once; a cancelled plan resumes', async ({
  page,
  student,
  baseURL,
}) => {
  test.setTimeout(150_000)
  await signInAsStudent(page, student, baseURL!)

  await test.step('the student buys the 4-week plan with a card (saved for later charges)', async () => {
    await buyFourWeekPlan(page, baseURL!)
  })

  const looks: string[] = []
  const card = page.locator('.subscription-card')
  await test.step('the plan switcher: one row per plan, laid out from 320 to 1280 px', async () => {
    await page.goto('/profile/settings/subscriptions')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(card.getByRole('heading', { name: '4-week plan', level: 2 })).toBeVisible()
    await page.getByRole('button', { name: 'Change plan' }).click()
    await expect(page.getByText('$59.99 every 12 weeks')).toBeVisible()
    looks.push(...(await lookAt(page, 'subscriptions-change-plan')))
  })

  await test.step('the confirm step: charged today, the new plan starts when the paid time ends, the next charge', async () => {
    const endDate = (await card.getByText(/^Next charge: /).textContent())!.replace(/^Next charge: \$\d+\.\d{2} on /, '')
    await page.getByRole('button', { name: 'Switch to 12-week plan' }).click()
    const confirm = page.getByRole('region', { name: 'Switch to the 12-week plan' })
    await expect(confirm).toContainText('Charged today$59.99 to your saved card')
    await expect(confirm).toContainText(`The 12-week plan starts${endDate}`)
    await expect(confirm).toContainText(/Next charge\$59\.99 on [A-Z][a-z]+ \d{1,2}, \d{4}/)
    await expect(confirm).toContainText(`your current plan runs until ${endDate}, then the 12-week plan starts`)
    looks.push(...(await lookAt(page, 'subscriptions-change-plan-confirm')))
  })

  await test.step('after the switch the card names the new plan, without a reload', async () => {
    await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true))
    await page.clock.install()
    await page.getByRole('button', { name: /^Confirm — pay \$59\.99$/ }).click()
    const switched = page.getByRole('dialog', { name: 'Your plan is changed' })
    await expect(async () => {
      await page.clock.fastForward(1000)
      await expect(switched).toBeVisible({ timeout: 250 })
    }).toPass({ timeout: 20_000 })
    await expect(switched).toContainText('It starts on')
    // Behind the success modal the card already reads the new plan.
    await expect(card.locator('.subscription-title h2')).toHaveText('12-week plan')
    await switched.getByRole('button', { name: 'Close' }).click()
    await expect(switched).toBeHidden()
    await expect(page).toHaveURL('/profile/settings/subscriptions')
    await expect(card.locator('.subscription-title h2')).toHaveText('12-week plan')
    await expect(card.getByText(/^Next charge: \$59\.99 on /)).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true)
  })

  await test.step('cancelled, it can be resumed before it ends, and renews again', async () => {
    // The cancellation flow (issue #47): Cancel anyway and its confirm, then back to the card.
    await card.getByRole('button', { name: 'Cancel subscription' }).click()
    await page.getByRole('link', { name: 'Cancel anyway' }).click()
    await page.getByRole('button', { name: 'Cancel my subscription' }).click()
    await page.getByRole('link', { name: 'Back to subscriptions' }).click()
    await expect(card.getByText('Status: Cancelled')).toBeVisible()
    await expect(card).toContainText('Changed your mind? Resume it')
    looks.push(...(await lookAt(page, 'subscriptions-cancelled')))
    await card.getByRole('button', { name: 'Resume subscription' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Resumed.' })).toContainText('Your 12-week plan continues')
    await expect(card.getByText('Status: Active')).toBeVisible()
    await expect(card.getByText(/^Next charge: \$59\.99 on /)).toBeVisible()
    await expect(card.getByRole('button', { name: 'Resume subscription' })).toHaveCount(0)
  })

  expect(looks).toEqual([])
})
