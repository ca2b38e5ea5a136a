import { expect, test } from './test'
import { seriousViolations } from './support/axe'
import { advance, continueButton, heading, installClock, openFunnel, passUntil, phone } from './support/funnel'

// Reduced motion: each screen shows at once as it ends up after its fade-in. axe measured a screen
// halfway through the fade and saw its text at part opacity as too little contrast (a flaky fail).
test.use({ viewport: phone, reducedMotion: 'reduce' })

test('axe finds no serious or critical problems on five representative screens', async ({ page }) => {
  test.setTimeout(120_000)
  await installClock(page)
  await openFunnel(page, '/onboarding/challenge_100k')
  const checked: string[] = []
  const check = async (name: string) => {
    expect(await seriousViolations(page), name).toEqual([])
    checked.push(name)
  }

  await check('intro (Info, image, call to action)')
  await advance(page, () => continueButton(page).click())
  await check('tiles (SingleOption, BOX)')
  await passUntil(page, (type) => type === 'MultipleOption')
  await page.getByRole('checkbox').nth(2).click()
  await check('multiple choice with a selection')
  await passUntil(page, (type) => type === 'Email')
  await page.getByLabel('Email address').fill('wrong')
  await continueButton(page).click()
  await expect(page.getByRole('alert')).not.toBeEmpty()
  await check('email with its error')
  await passUntil(page, (type) => type === 'Paywall')
  await expect(heading(page)).toBeVisible()
  await check('paywall (plans, reviews, FAQ)')
  expect(checked).toHaveLength(5)
})
