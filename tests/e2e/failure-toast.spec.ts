import { expect, signInAsStudent, test } from './test'

/**
 * Spec §8 and §4 "Toast" (#32.4): a lesson call the server refuses shows a toast with the server's
 * message, and the toast hides after 20 s. The refusal is real: the lesson is deleted while the
 * student has it open, then they complete it.
 */
test('a refused lesson call shows the server’s message in a toast that hides after 20 s', async ({
  page,
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
  const topic = await content.create<{ id: number }>('topics', { course: course.id, title: 'The only topic', order: 1 })
  // Not through `content`: the test deletes it itself.
  const { doc: lesson } = await admin.send<{ doc: { id: number } }>('POST', 'lessons', {
    topic: topic.id,
    number: 1,
    title: 'A lesson about to go',
    sections: [{ blockType: 'content', body: 'Read this, then complete the lesson.' }],
  })
  await page.clock.install()
  await signInAsStudent(page, student, baseURL!)
  await page.goto(`/course/${course.id}/topic/${topic.id}/lesson/${lesson.id}?finished=1`)
  await page.waitForLoadState('networkidle')
  await admin.send('DELETE', `lessons/${lesson.id}`)

  await page.getByRole('button', { name: 'Complete lesson' }).click()
  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('alert')
  await expect(toast).toHaveText('This lesson was not found.')
  await page.clock.runFor(19_000)
  await expect(toast).toBeVisible()
  await page.clock.runFor(1_500)
  await expect(toast).toBeHidden()
})
