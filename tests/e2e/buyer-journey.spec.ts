import { cards, payWithCard } from './support/checkout'
import { advance, heading, installClock, openFunnel, passUntil, phone } from './support/funnel'
import { expect, finishProductTourHere, type Page, test, uniqueEmail } from './test'

/**
 * Issue #30's acceptance journey, as one buyer on a phone: they buy the 28-day challenge in a
 * funnel, create their account, take an add-on whose button names its price and card, find the
 * challenge and their name on Home, get a practice prompt graded part by part, and see the plan
 * and the add-on in Subscriptions. Solidgate, whose buyers are offered add-ons.
 */
test.use({ viewport: phone, paymentSystem: 'solidgate', reducedMotion: 'reduce' })

const buyButton = /^Buy for \$\d+\.\d{2} — card •••• 0077$/

test('buy → add-on named by price and card → Home with the challenge and the name → graded practice → Subscriptions', async ({
  page,
  admin,
}) => {
  test.setTimeout(240_000)
  const email = uniqueEmail('journey')
  let addOn = { name: '', price: '' }

  await test.step('the funnel: the buyer gives their name and checks out the preselected plan', async () => {
    await installClock(page) // the loader is fast-forwarded, not waited for
    await openFunnel(page, '/onboarding/challenge_v1')
    await passUntil(page, (type) => type === 'Input')
    await page.getByRole('textbox').fill('Ana')
    await advance(page, () => page.locator('.f-actions .f-button--primary').click())
    await passUntil(page, (type) => type === 'Paywall')
    await expect(heading(page)).toContainText('Ana')
    await page.getByRole('button', { name: 'Get my plan' }).click()
    await expect(page).toHaveURL(/\/payment\?order=\d+$/)
    await page.getByRole('button', { name: /^Pay \$/ }).click()
    await payWithCard(page, 'solidgate', cards.solidgate.approve)
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
  })

  await test.step('the account steps: email, then a password', async () => {
    await page.getByRole('link', { name: 'Create your account' }).click()
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Password', { exact: true }).fill('Journey!pass1')
    await page.getByLabel('Confirm password').fill('Journey!pass1')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL('/upsell')
  })

  await test.step('the first add-on: its button names the price and the card; one tap buys it', async () => {
    await expect(page.getByText(/^Special offer 1 of \d+$/)).toBeVisible()
    const buy = page.getByRole('button', { name: buyButton })
    await expect(buy).toBeVisible()
    const price = /\$\d+\.\d{2}/.exec((await buy.textContent()) ?? '')![0]
    await buy.click()
    const added = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Added to your plan' }) })
    const line = (await added.getByText(/ is yours\./).textContent())!
    addOn = { name: line.replace(/ is yours\..*$/, '').trim(), price }
    expect(addOn.name).not.toBe('')
    await added.getByRole('button', { name: 'Continue' }).click()
    await declineTheRest(page)
    await expect(page).toHaveURL('/home')
  })

  await test.step('Home: greets the buyer by name and shows the challenge they bought', async () => {
    await finishProductTourHere(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Ana')
    const challenge = page.getByRole('region', { name: '28-Day AI Income Growth Challenge' })
    await expect(challenge.getByText('Your challenge')).toBeVisible()
    await expect(challenge.getByText('Day 1 of 28')).toBeVisible()
    await expect(challenge.getByRole('link', { name: 'Start the challenge' })).toHaveAttribute('href', /^\/challenge\/\d+$/)
  })

  await test.step('the learning plan heads with the challenge bought in the funnel', async () => {
    await page.goto('/learning-plan')
    await expect(page.getByRole('region', { name: '28-Day AI Income Growth Challenge' }).getByText('Your challenge')).toBeVisible()
  })

  await test.step('a practice prompt is graded by the parts of a good prompt, with an example', async () => {
    type SeededLesson = { id: number; topic: { id: number; course: number | { id: number } } }
    const [lesson] = await admin.docs<SeededLesson>(
      `lessons?where[title][equals]=${encodeURIComponent('The four parts of a good prompt')}&depth=1&limit=1`,
    )
    const courseId = typeof lesson!.topic.course === 'object' ? lesson!.topic.course.id : lesson!.topic.course
    await page.goto(`/course/${courseId}/topic/${lesson!.topic.id}/lesson/${lesson!.id}?page=2`)
    const task = page.getByTestId('task').filter({ hasText: 'Write a prompt with all four parts' })
    const prompt = task.getByRole('textbox', { name: 'Your prompt' })
    await prompt.fill('Tell me about running.')
    await task.getByRole('button', { name: 'Check answer' }).click()
    const result = task.getByRole('status')
    await expect(result).toContainText('Role: start with who the AI should be — “You are')
    const compare = task.getByRole('region', { name: 'Compare the answers' })
    await expect(compare.getByRole('figure', { name: 'AI answer to the strong prompt' })).toContainText('You are')
  })

  await test.step('Subscriptions lists the plan and the add-on, by name and price', async () => {
    await page.goto('/profile/settings')
    await page.getByRole('link', { name: /^Subscriptions/ }).click()
    await expect(page).toHaveURL('/profile/settings/subscriptions')
    const plan = page.getByRole('heading', { level: 2, name: /plan$/ }).first()
    await expect(plan).toBeVisible()
    await expect(page.getByRole('region', { name: (await plan.textContent())! })).toContainText('Active')
    const addOns = page.getByRole('region', { name: 'Add-ons' })
    await expect(addOns.getByText(addOn.name, { exact: true })).toBeVisible()
    await expect(addOns).toContainText(addOn.price)
  })
})

/** Says no to every further offer (Skip, then "No, thanks" when a sale follows) until the app opens. */
async function declineTheRest(page: Page): Promise<void> {
  const skip = page.getByRole('button', { name: 'Skip', exact: true })
  const noThanks = page.getByRole('dialog').getByRole('button', { name: 'No, thanks' })
  for (let step = 0; step < 12; step++) {
    await expect(
      skip
        .or(noThanks)
        .or(page.getByRole('navigation', { name: 'Main' }))
        .first(),
    ).toBeVisible()
    if (/\/home$/.test(page.url())) return
    if (await noThanks.isVisible()) await noThanks.click()
    else if (await skip.isVisible()) await skip.click()
  }
}
