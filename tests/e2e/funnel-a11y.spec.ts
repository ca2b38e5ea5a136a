import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from './test'
import { advance, continueButton, heading, openFunnel, passUntil, phone } from './support/funnel'

test.use({ viewport: phone })

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
}

test('axe finds no serious or critical problems on five representative screens', async ({ page }) => {
  test.setTimeout(120_000)
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
