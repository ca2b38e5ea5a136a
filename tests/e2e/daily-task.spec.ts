import { expect, test } from './test'
import { dailyTaskSeeds } from '@cms/seed/data/daily-tasks'

test('a fresh student opens the daily task from home, sees the onboarding once, completes every item, and home shows it done', async ({
  page,
  content,
  admin,
  student,
  request,
  baseURL,
}) => {
  const asStudent = { Authorization: `Bearer ${student.token}` }
  const me = await request.get('/api/profile', { headers: asStudent })
  content.deleteAfter('students', ((await me.json()) as { id: number }).id)
  const today = (await (await request.get('/api/daily-task', { headers: asStudent })).json()) as { task: { title: string } }
  const seeded = dailyTaskSeeds.find(({ task }) => task.title === today.task.title)
  expect(seeded, `today's task "${today.task.title}" is a seeded one`).toBeTruthy()
  await page.context().addCookies([{ name: 'payload-token', value: student.token, url: baseURL! }])

  await page.goto('/home')
  const widget = page.getByRole('region', { name: today.task.title })
  await expect(widget).toHaveAttribute('data-size', 'big')
  await widget.getByRole('link', { name: 'Start today’s task' }).click()
  await expect(page).toHaveURL(/\/daily-task$/)

  // The guide is a card on the page, not a modal: nothing covers the task on a first visit.
  const onboarding = page.getByRole('region', { name: 'Your daily AI practice' })
  await expect(onboarding).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await onboarding.getByRole('button', { name: 'Got it' }).click()
  await expect(onboarding).toBeHidden()
  await expect
    .poll(
      async () => ((await (await request.get('/api/metadata', { headers: asStudent })).json()) as { data: Record<string, string> }).data,
    )
    .toMatchObject({ dailyTaskOnboardingCompleted: 'true' })
  await page.reload()
  await expect(page.getByRole('heading', { name: today.task.title })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your daily AI practice' })).toHaveCount(0)
  await expect(page.getByText(/^Your prompt is checked against what a good prompt has/)).toBeVisible()
  await expect(page.getByText(/offline mode|no ai model|rubric grader/i)).toHaveCount(0)

  const prompt = page.getByRole('textbox', { name: 'Your prompt' })
  const submit = page.getByRole('button', { name: 'Submit' })
  await expect(submit).toBeDisabled()
  await prompt.fill('   ')
  await expect(submit).toBeDisabled()
  await prompt.fill(seeded!.exampleAnswer)
  await expect(submit).toBeEnabled()
  await submit.click()

  const complete = page.getByRole('dialog', { name: 'Daily task complete!' })
  await expect(complete).toBeVisible()
  await complete.getByRole('button', { name: 'Keep practising' }).click()
  await expect(complete).toBeHidden()
  const checklist = page.getByRole('region', { name: 'Your checklist' }).getByRole('listitem')
  await expect(checklist).toHaveCount(seeded!.task.criteria!.length)
  for (const criterion of seeded!.task.criteria!) await expect(checklist.filter({ hasText: `Completed: ${criterion}` })).toHaveCount(1)
  const history = page.getByRole('region', { name: 'Your conversation' }).getByRole('listitem')
  await expect(history).toHaveCount(2)
  await expect(history.first()).toContainText(seeded!.exampleAnswer)
  // Without a model the answer works on the student's own prompt, not on lesson links.
  await expect(history.nth(1)).toContainText('What works:')
  await expect(history.nth(1).getByRole('link')).toHaveCount(0)

  await page.goto('/home')
  await expect(widget.getByText('Done for today')).toBeVisible()

  // The small widget, by the flag: still linking to /daily-task, still done.
  await content.keepFeatureFlags()
  await admin.send('POST', 'globals/feature-flags', {
    rules: [{ key: 'daily_task_widget_type', variants: [{ value: 'small', weight: 100 }] }],
  })
  await page.reload()
  await expect(widget).toHaveAttribute('data-size', 'small')
  await expect(widget.getByText('Done for today')).toBeVisible()
  await expect(widget.getByRole('link', { name: 'Practise again' })).toHaveAttribute('href', '/daily-task')
})
