import { expect, signInAsStudent, test } from './test'

/**
 * Spec §8 and §4 "Toast" (#32.4): a lesson call the server refuses shows a toast with the server's
 * message, and the toast hides after 20 s. The refusal is real: staff move the lesson to another
 * topic while the student has it open, then they complete it.
 */
// fixme: a 404 from the action is followed by a revalidation whose loader 404s too, so the page becomes its
// error view and the toast goes with it; the refusal must leave the lesson readable (e.g. a task removed).
test.fixme('a refused lesson call shows the server’s message in a toast that hides after 20 s', async ({
  page,
  request,
  student,
  content,
  admin,
  baseURL,
}) => {
  const course = await content.create<{ id: number }>('courses', {
    title: `Toast course ${Date.now()}`,
    type: 'course',
    _status: 'published',
  })
  const topic = await content.create<{ id: number }>('topics', { course: course.id, title: 'The first topic', order: 1 })
  const elsewhere = await content.create<{ id: number }>('topics', { course: course.id, title: 'Another topic', order: 2 })
  const lesson = await content.create<{ id: number }>('lessons', {
    topic: topic.id,
    number: 1,
    title: 'A lesson about to move',
    sections: [{ blockType: 'content', body: 'Read this, then complete the lesson.' }],
  })
  // The student goes first (restore runs backwards), taking their enrolments with them.
  const me = await request.get('/api/profile', { headers: { Authorization: `Bearer ${student.token}`, Origin: baseURL! } })
  content.deleteAfter('students', ((await me.json()) as { id: number }).id)

  await page.clock.install()
  await signInAsStudent(page, student, baseURL!)
  await page.goto(`/course/${course.id}/topic/${topic.id}/lesson/${lesson.id}?finished=1`)
  await page.waitForLoadState('networkidle')
  // Staff move the lesson while it is open: completing it under its old topic is refused.
  await admin.send('PATCH', `lessons/${lesson.id}`, { topic: elsewhere.id })

  await page.getByRole('button', { name: 'Complete lesson' }).click()
  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('alert')
  await expect(toast).toHaveText('This lesson was not found.')
  await page.clock.runFor(19_000)
  await expect(toast).toBeVisible()
  await page.clock.runFor(1_500)
  await expect(toast).toBeHidden()
})
