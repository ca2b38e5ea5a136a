import { expect, test } from './test'
import { advance, continueButton, heading, installClock, openFunnel, passUntil, phone } from './support/funnel'

test.use({ viewport: phone })

test('challenge_v1 from the first screen to checkout', async ({ page }) => {
  test.setTimeout(120_000)
  await installClock(page)
  await openFunnel(page, '/onboarding/challenge_v1')
  await expect(heading(page)).toHaveText('Have you ever used AI?')
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0)
  await advance(page, () => page.getByRole('radio', { name: 'ChatGPT' }).click())
  await advance(page, () => continueButton(page).click())

  await test.step('back returns to the previous screen with its answer selected', async () => {
    await expect(heading(page)).toHaveText('What is your age?')
    await advance(page, () => page.getByRole('radio', { name: '35-44' }).click())
    await expect(heading(page)).toHaveText('What is your main goal?')
    await advance(page, () => page.getByRole('button', { name: 'Back' }).click())
    await expect(heading(page)).toHaveText('What is your age?')
    await expect(page.getByRole('radio', { name: '35-44' })).toHaveAttribute('aria-checked', 'true')
    await expect(heading(page)).toBeFocused()
    await advance(page, () => page.getByRole('radio', { name: '35-44' }).click())
  })

  await test.step('a dependent screen shows the earlier answer', async () => {
    await passUntil(page, (_, title) => title.startsWith('Are you afraid to fall behind'))
    await advance(page, () => page.getByRole('radio', { name: 'Not really' }).click())
    await expect(page.locator('.f-recall__label')).toHaveText('Not really')
    await expect(heading(page)).toHaveText("Awesome! Let's get you to the next level")
  })

  await test.step('multiple choice cannot continue with nothing selected', async () => {
    await passUntil(page, (type) => type === 'MultipleOption')
    const title = await heading(page).textContent()
    await expect(continueButton(page)).toHaveAttribute('aria-disabled', 'true')
    await continueButton(page).click({ force: true })
    await expect(heading(page)).toHaveText(title!)
    await page.getByRole('checkbox', { name: 'Claude' }).click()
    await page.getByRole('checkbox', { name: 'Midjourney' }).click()
    await expect(continueButton(page)).not.toHaveAttribute('aria-disabled', 'true')
    await advance(page, () => continueButton(page).click())
  })

  await test.step('a reload mid-funnel resumes on the same screen with the answers kept', async () => {
    await passUntil(page, (_, title) => title === 'Are you afraid of being replaced by AI at work?')
    await advance(page, () => page.getByRole('radio', { name: 'Sometimes I think about it' }).click())
    await expect(page.locator('.f-recall__label')).toHaveText('Sometimes I think about it')
    await page.reload()
    await expect(page.locator('.fp[data-engine="live"]')).toBeVisible()
    await expect(page.locator('.f-recall__label')).toHaveText('Sometimes I think about it')
    await advance(page, () => page.getByRole('button', { name: 'Back' }).click())
    await expect(page.getByRole('radio', { name: 'Sometimes I think about it' })).toHaveAttribute('aria-checked', 'true')
    await advance(page, () => page.getByRole('radio', { name: 'Sometimes I think about it' }).click())
  })

  await test.step('an invalid email is refused with a message', async () => {
    await passUntil(page, (type) => type === 'Email')
    const email = page.getByLabel('Email address')
    await email.fill('not-an-email')
    await continueButton(page).click()
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address, like name@example.com.')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await email.fill('ana@example.com')
    await expect(page.getByRole('alert')).toHaveText('')
    await advance(page, () => continueButton(page).click())
  })

  await test.step('the paywall greets by name, preselects the middle plan and checks out', async () => {
    await passUntil(page, (type) => type === 'Input')
    await page.getByRole('textbox').fill('Ana')
    await advance(page, () => continueButton(page).click())
    await passUntil(page, (type) => type === 'Paywall')
    await expect(heading(page)).toHaveText('Ana, your AI-Driven Income Growth Challenge is ready')
    const plans = page.getByRole('radio')
    await expect(plans).toHaveCount(3)
    await expect(plans.nth(1)).toBeChecked()
    await expect(page.locator('.f-plan[data-selected]')).toContainText('4-week plan')
    await expect(page.getByText(/introductory period/)).toContainText('4-week')
    await expect(page.getByText('Build your first AI projects in 28 days')).toBeVisible()
    await expect(page.locator('.f-testimonial')).toHaveCount(3)
    await expect(page.locator('.f-plan__now').first()).toContainText('$')
    await page.getByRole('button', { name: 'Get my plan' }).click()
    await expect(page).toHaveURL(/\/payment\?order=\d+$/)
  })
})
