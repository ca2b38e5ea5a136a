import { expect, test } from './test'
import { askAfterCompletedLessons } from '../../app/learning/rules/review-prompt'

test('with trustpilot_enabled on, /home asks a student who finished enough lessons for a review; Not now counts a skip', async ({
  page,
  content,
  admin,
  student,
  request,
  baseURL,
}) => {
  await content.keepFeatureFlags()
  await admin.send('POST', 'globals/feature-flags', { rules: [{ key: 'trustpilot_enabled', variants: [{ value: 'true', weight: 100 }] }] })
  const course = await content.create<{ id: number }>('courses', { title: `Reviewed ${Date.now()}`, type: 'course', _status: 'published' })
  const topic = await content.create<{ id: number }>('topics', { course: course.id, title: 'The topic', order: 1 })
  const enough = askAfterCompletedLessons[0]
  const lessons: { id: number }[] = []
  for (let number = 1; number <= enough; number++) {
    const body = [{ blockType: 'content', body: 'Short.' }]
    lessons.push(await content.create('lessons', { topic: topic.id, number, title: `Lesson ${number}`, sections: body }))
  }
  const asStudent = { Authorization: `Bearer ${student.token}` }
  // The student goes first (restore runs backwards), taking their enrolments with them.
  const me = await request.get('/api/profile', { headers: asStudent })
  content.deleteAfter('students', ((await me.json()) as { id: number }).id)

  await page.context().addCookies([{ name: 'payload-token', value: student.token, url: baseURL! }])
  const prompt = page.getByRole('region', { name: 'Enjoying your learning?' })
  for (const [index, lesson] of lessons.entries()) {
    // One lesson short of the threshold: no prompt yet.
    if (index === enough - 1) {
      await page.goto('/home')
      await expect(page.getByRole('list', { name: 'Your streak' })).toBeVisible()
      await expect(prompt).toHaveCount(0)
    }
    const done = await request.post('/api/complete/lesson', {
      headers: { ...asStudent, Origin: baseURL! },
      data: { topicId: topic.id, lessonId: lesson.id },
    })
    expect(done.status(), await done.text()).toBe(200)
  }

  await page.goto('/home')
  await expect(prompt).toBeVisible()
  const review = prompt.getByRole('link', { name: /Write a review/ })
  await expect(review).toHaveAttribute('href', /^https:\/\/www\.trustpilot\.com\/evaluate\//)
  await expect(review).toHaveAttribute('target', '_blank')

  await prompt.getByRole('button', { name: 'Not now' }).click()
  await expect(prompt).toHaveCount(0)
  const metadata = await request.get('/api/metadata', { headers: asStudent })
  expect(((await metadata.json()) as { data: Record<string, string> }).data.trustpilot_skipped_count).toBe('1')
  await page.reload()
  await expect(page.getByRole('list', { name: 'Your streak' })).toBeVisible()
  await expect(prompt).toHaveCount(0)
})
