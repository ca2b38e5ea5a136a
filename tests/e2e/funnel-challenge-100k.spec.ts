import { expect, test } from './test'
import { advance, continueButton, heading, installClock, openFunnel, passUntil, phone } from './support/funnel'

test.use({ viewport: phone })

test('challenge_100k from the first screen to the discount paywall, priced in pounds for GB', async ({ page }) => {
  test.setTimeout(120_000)
  await installClock(page)
  await openFunnel(page, '/onboarding/challenge_100k?country=GB&utm_source=e2e')
  await expect(heading(page)).toHaveText(`Earn $100K in ${new Date().getUTCFullYear()} with AI — in just 20 minutes a day`)
  await advance(page, () => page.getByRole('button', { name: 'Start My $100K Journey' }).click())

  await test.step('back returns to the previous screen with its answer selected', async () => {
    await advance(page, () => page.getByRole('radio', { name: '25-34' }).click())
    await advance(page, () => page.getByRole('button', { name: 'Back' }).click())
    await expect(heading(page)).toHaveText('What is your age?')
    await expect(page.getByRole('radio', { name: '25-34' })).toHaveAttribute('aria-checked', 'true')
    await expect(page.getByRole('radio', { name: '18-24' })).toHaveAttribute('aria-checked', 'false')
    await advance(page, () => page.getByRole('radio', { name: '25-34' }).click())
  })

  await test.step('multiple choice cannot continue with nothing selected', async () => {
    await passUntil(page, (type) => type === 'MultipleOption')
    await expect(page.getByText('Select all that apply')).toBeVisible()
    await expect(continueButton(page)).toHaveAttribute('aria-disabled', 'true')
    await continueButton(page).click({ force: true })
    await expect(heading(page)).toHaveText('What frustrates you most about your work?')
    await page.getByRole('checkbox', { name: 'Too many hours' }).click()
    await advance(page, () => continueButton(page).click())
  })

  await test.step('dependent screens show the earlier answers', async () => {
    await passUntil(page, (_, title) => title === 'How many hours a day do you work now?')
    await advance(page, () => page.getByRole('radio', { name: '6-8 hours' }).click())
    await expect(page.getByText('Now: 6-8 hours a day')).toBeVisible()
    await passUntil(page, (_, title) => title === 'How do you feel about your finances right now?')
    await advance(page, () => page.getByRole('radio', { name: 'Things are tight' }).click())
    await expect(page.getByText('You said: Things are tight')).toBeVisible()
    await expect(heading(page)).toHaveText("You're not alone — and you can change it")
  })

  await test.step('a reload mid-funnel resumes on the same screen with the answers kept', async () => {
    await page.reload()
    await expect(page.locator('.fp[data-engine="live"]')).toBeVisible()
    await expect(heading(page)).toHaveText("You're not alone — and you can change it")
    await expect(page.getByText('You said: Things are tight')).toBeVisible()
    const stored = await page.evaluate(() => ({
      funnel: sessionStorage.getItem('onboarding_id'),
      total: sessionStorage.getItem('onboarding_total_steps'),
      step: sessionStorage.getItem('onboarding_step'),
      answers: JSON.parse(sessionStorage.getItem('onboarding_answers') ?? '[]') as { step: number; question: string; data: unknown }[],
      visitor: localStorage.getItem('user_uuid'),
    }))
    expect(stored).toMatchObject({ funnel: 'challenge_100k', total: '33', step: '12' })
    expect(stored.answers).toContainEqual({
      step: 12,
      question: 'How do you feel about your finances right now?',
      data: expect.objectContaining({ id: 'tight', value: 'Things are tight' }),
    })
    expect(stored.visitor).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    await expect(page).toHaveURL(/\?country=GB&utm_source=e2e$/)
  })

  await test.step('an invalid email is refused with a message', async () => {
    await passUntil(page, (_, title) => title === 'What is your dream goal?')
    await advance(page, () => page.getByRole('radio', { name: 'Travel the world' }).click())
    await passUntil(page, (type) => type === 'Email')
    await page.getByLabel('Email address').fill('visitor@nowhere')
    await continueButton(page).click()
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address, like name@example.com.')
    await page.getByLabel('Email address').fill('visitor@example.com')
    await advance(page, () => continueButton(page).click())
  })

  await test.step('the chart labels the goal with the dream answer', async () => {
    await passUntil(page, (type) => type === 'Chart')
    await expect(page.locator('.f-chart-figure')).toContainText('Travel the world')
  })

  await test.step('the paywall preselects the middle plan, in pounds', async () => {
    await passUntil(page, (type) => type === 'Paywall')
    await expect(heading(page)).toHaveText('Start your 4-week AI Income Growth Challenge')
    await expect(page.getByRole('radio').nth(1)).toBeChecked()
    const prices = page.locator('.f-plan__now')
    await expect(prices).toHaveCount(3)
    for (const price of await prices.all()) await expect(price).toHaveText(/^£\d+\.\d{2}$/)
    await expect(page.locator('.f-consent')).toContainText('£')
  })

  await test.step('declining shows the discount paywall with sale prices, and checkout continues to payment', async () => {
    await advance(page, () => page.getByRole('button', { name: 'No thanks' }).click())
    await expect(heading(page)).toHaveText('Wait! Your personal discount is waiting')
    await expect(page.locator('.f-plan__was').first()).toContainText('£')
    await expect(page.locator('.f-plan[data-selected] .f-badge')).toHaveText('-50%')
    await page.getByRole('radio').nth(2).check()
    await expect(page.locator('.f-plan[data-selected]')).toContainText('12-week plan')
    await page.getByRole('button', { name: 'Get my plan' }).click()
    await expect(page).toHaveURL(/\/payment\?order=\d+$/)
  })
})
