import { expect, test } from './test'
import { heading, phone } from './support/funnel'

test.use({ viewport: phone, javaScriptEnabled: false })

test('without JavaScript a tap on the first screen of challenge_100k shows the second screen', async ({ page }) => {
  await page.goto('/onboarding/challenge_100k')
  await expect(heading(page)).toHaveText(`Earn $100K in ${new Date().getUTCFullYear()} with AI — in just 20 minutes a day`)
  await page.getByRole('button', { name: 'Start My $100K Journey' }).click()
  await expect(heading(page)).toHaveText('What is your age?')
  await expect(page).toHaveURL(/\/onboarding\/challenge_100k$/)
})

test('without JavaScript options, multiple choice and back work as form posts', async ({ page }) => {
  await page.goto('/onboarding/challenge_100k')
  await page.getByRole('button', { name: 'Start My $100K Journey' }).click()
  await page.getByRole('radio', { name: '45+' }).click()
  await expect(heading(page)).toHaveText('What is your main goal?')
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(heading(page)).toHaveText('What is your age?')
  await expect(page.getByRole('radio', { name: '45+' })).toHaveAttribute('aria-checked', 'true')

  await page.getByRole('radio', { name: '45+' }).click()
  await page.getByRole('radio', { name: 'Build my own business' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('radio', { name: 'Freelancing' }).click()
  await page.getByRole('radio', { name: 'Shift work' }).click()
  await expect(heading(page)).toHaveText('What frustrates you most about your work?')
  await page.getByRole('button', { name: 'Continue' }).click({ force: true })
  await expect(heading(page)).toHaveText('What frustrates you most about your work?')
  await page.getByRole('checkbox', { name: 'Stress and burnout' }).click()
  await expect(page.getByRole('checkbox', { name: 'Stress and burnout' })).toHaveAttribute('aria-checked', 'true')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(heading(page)).toHaveText('Thanks for sharing!')
})
