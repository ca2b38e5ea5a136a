import { expect, finishProductTourHere, test, uniqueEmail } from './test'
import { advance, heading, installClock, openFunnel, passScreen, phone } from './support/funnel'
import { seriousViolations } from './support/axe'

// Motion is not what this test is about: without the screens' slide-in the walk takes a third less.
test.use({ viewport: phone, reducedMotion: 'reduce' })

/** The answers the plan is made from; every other screen gets passScreen's plain answer (the name: Alex). */
const choices: [question: string, option: string][] = [
  ['What is your main goal?', 'Professional growth'],
  ['How would you rate your AI knowledge?', 'Intermediate — I use AI regularly'],
  ['How much time can you dedicate to learning each day?', '15 min/day'],
]

test('a student who finished a funnel gets a learning plan from their answers, edits it by prompt, and sees it as the home hero', async ({
  page,
}) => {
  test.setTimeout(150_000)

  await test.step('a visitor answers challenge_v1 up to the ready screen, then signs up', async () => {
    await installClock(page) // the loader is fast-forwarded, not waited for
    await openFunnel(page, '/onboarding/challenge_v1')
    for (let screen = 0; screen < 45; screen++) {
      const title = (await heading(page).textContent())?.trim() ?? ''
      if (title.startsWith('Your 4-week challenge is ready')) break
      const choice = choices.find(([question]) => title === question)?.[1]
      if (choice) await advance(page, () => page.getByRole('radio', { name: choice }).click())
      else await passScreen(page)
    }
    await expect(heading(page)).toHaveText(/Your 4-week challenge is ready/)
    // The player saves progress as it goes: let the last save (the name) land before leaving.
    await page.waitForLoadState('networkidle')
    await page.goto('/auth/signup')
    await page.getByLabel('Email').fill(uniqueEmail('planner'))
    await page.getByLabel('Password', { exact: true }).fill('Plann3r!pass')
    await page.getByLabel('Confirm password').fill('Plann3r!pass')
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(page).toHaveURL(/\/home$/)
    // A new account meets the product onboarding first (#32.8; product-tour.spec.ts plays it through).
    await finishProductTourHere(page)
  })

  await test.step('home offers the learning plan as its hero (personal_plan_enabled is on by default)', async () => {
    const hero = page.getByRole('region', { name: 'Your AI learning plan' })
    await expect(hero.getByText('0% complete')).toBeVisible()
    await hero.getByRole('link', { name: 'Get my plan' }).click()
  })

  await test.step('/learning-plan generates the plan from the funnel answers', async () => {
    await expect(page).toHaveURL('/learning-plan')
    await expect(page.getByRole('heading', { level: 1, name: "Alex's AI learning plan" })).toBeVisible()
    await expect(page.getByText('Professional growth')).toBeVisible()
    await expect(page.getByText(/^Intermediate — I use AI regularly\./)).toBeVisible()
    await expect(page.getByText('15 minutes')).toBeVisible()
    const steps = page.getByRole('region', { name: 'Your steps' }).getByRole('listitem')
    // Each step is one row link named by its title, then its course and status.
    // 15 minutes a day: six steps; an intermediate with a career goal starts with the techniques.
    await expect(steps).toHaveCount(6)
    await expect(steps.first().getByRole('link')).toHaveAccessibleName(/^Techniques that work /)
    await expect(steps.first()).toContainText('Prompt Engineering in Practice')
    await expect(steps.first()).toContainText('Not started')
    await expect(page.getByTestId('plan-progress')).toHaveText('0%')
    await expect(page.getByText(/^Say what to change, for example/)).toBeVisible()
    expect(await seriousViolations(page), '/learning-plan').toEqual([])
  })

  await test.step('an edit by prompt rewrites the plan; one it cannot apply shows the failure notification', async () => {
    await page.getByLabel('What should change?').fill('More about images')
    await page.getByRole('button', { name: 'Update plan' }).click()
    await expect(page.getByRole('status')).toHaveText('Your plan was updated.')
    const steps = page.getByRole('region', { name: 'Your steps' }).getByRole('listitem')
    await expect(steps.first().getByRole('link')).toHaveAccessibleName(/^Image prompts /)
    await expect(steps.nth(1).getByRole('link')).toHaveAccessibleName(/^From images to income /)

    await page.getByLabel('What should change?').fill('make it purple')
    await page.getByRole('button', { name: 'Update plan' }).click()
    await expect(page.getByRole('alert')).toContainText('Could not update your plan.')
    await expect(steps.first().getByRole('link')).toHaveAccessibleName(/^Image prompts /)
  })

  await test.step('a step links to its topic; home shows the named plan as the hero', async () => {
    await page.getByRole('region', { name: 'Your steps' }).getByRole('link', { name: 'Image prompts' }).click()
    await expect(page).toHaveURL(/\/course\/\d+\/topic\/\d+$/)
    await page.goto('/home')
    const hero = page.getByRole('region', { name: "Alex's AI learning plan" })
    await expect(hero.getByText('0% complete')).toBeVisible()
    await hero.getByRole('link', { name: 'Continue' }).click()
    await expect(page).toHaveURL('/learning-plan')
  })
})
