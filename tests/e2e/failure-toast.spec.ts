import { expect, finishProductTour, gotoHydrated, openFirstLesson, type Page, signInAsStudent, test } from './test'

/**
 * Spec §8 and §4 "Toast" (#32.4): a lesson or daily-task call the server refuses shows a toast with
 * the server's message, and the toast hides after 20 s (the page clock runs the time). The refusals
 * are the server's own: the browser's request is sent on with one thing changed (another lesson,
 * another day's task), as a stale page would send it.
 */
test.beforeEach(async ({ page, request, student, content, baseURL }) => {
  const me = await request.get('/api/profile', { headers: { Authorization: `Bearer ${student.token}` } })
  content.deleteAfter('students', ((await me.json()) as { id: number }).id)
  await finishProductTour(request, student.token, baseURL!)
  await page.clock.install()
  await signInAsStudent(page, student, baseURL!)
})

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' })

async function hidesAfterTwentySeconds(page: Page, text: string) {
  const toast = notifications(page).getByRole('alert')
  await expect(toast).toContainText(text)
  await page.clock.runFor(19_000)
  await expect(toast).toBeVisible()
  await page.clock.runFor(1_500)
  await expect(toast).toBeHidden()
}

test('a refused lesson call shows the server’s message in a toast that hides after 20 s', async ({ page }) => {
  const lesson = await openFirstLesson(page)
  await gotoHydrated(page, `${lesson}?finished=1`)
  // The completion is sent for a lesson that is no longer there.
  await page.route(/\/lesson\/[^/.?]+\.data/, (route) =>
    route.request().method() === 'POST'
      ? route.continue({
          url: route
            .request()
            .url()
            .replace(/\/lesson\/[^/.?]+/, '/lesson/999999999'),
        })
      : route.continue(),
  )
  await page.getByRole('button', { name: 'Complete lesson' }).click()
  await hidesAfterTwentySeconds(page, 'This lesson was not found.')
  // The lesson stays readable: the refusal did not turn the page into an error.
  await expect(page.getByRole('button', { name: 'Complete lesson' })).toBeVisible()
})

test('a refused daily-task call shows the server’s message in a toast that hides after 20 s', async ({
  page,
  request,
  student,
  baseURL,
}) => {
  const seen = await request.put('/api/metadata', {
    data: { key: 'dailyTaskOnboardingCompleted', value: 'true' },
    headers: { Origin: baseURL!, Cookie: `payload-token=${student.token}` },
  })
  expect(seen.ok()).toBe(true)
  await gotoHydrated(page, '/daily-task')
  // The prompt is sent for another day's task, as a page left open past midnight would.
  await page.route(/\/daily-task\.data/, (route) =>
    route.request().method() === 'POST'
      ? route.continue({ postData: (route.request().postData() ?? '').replace(/task_id=[^&]*/, 'task_id=999999999') })
      : route.continue(),
  )
  await page.getByLabel('Your prompt').fill('Write a friendly email to my team about Friday’s meeting, in three short bullet points.')
  await page.getByRole('button', { name: 'Submit' }).click()
  const message = 'Today’s task has changed. Reload the page to see it.'
  // Said once, in the toast: not again on the page; and gone with it.
  await expect(notifications(page).getByText(message)).toBeVisible()
  await expect(page.getByText(message)).toHaveCount(1)
  await hidesAfterTwentySeconds(page, message)
  await expect(page.getByText(message)).toHaveCount(0)
})
