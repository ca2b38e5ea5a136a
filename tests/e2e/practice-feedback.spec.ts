import { expect, seededLessonPath, signInAsStudent, test } from './test'
import { seriousViolations } from './support/axe'

/**
 * Issue #46, "Practice that teaches", on a real seeded lesson (cms/seed/data/courses/ai-foundations.ts):
 * a thin prompt is told at most three missing parts, each with a rewrite of its own words; it stands
 * beside the task's own strong prompt, and the student sees what an AI answers to a thin prompt and to
 * the strong one. A prompt with every part passes. No model is configured in the e2e run.
 */
test('a prompt task teaches: three rewrites of the student’s words, the task’s example, and the two AI answers', async ({
  page,
  student,
  admin,
  baseURL,
}) => {
  const lessonTitle = 'The four parts of a good prompt'
  await signInAsStudent(page, student, baseURL!)
  await page.goto(`${await seededLessonPath(admin, lessonTitle)}?page=2`)

  const task = page.getByTestId('task').filter({ hasText: 'Write a prompt with all four parts' })
  const prompt = task.getByRole('textbox', { name: 'Your prompt' })
  await expect(prompt).toBeVisible()
  // Nothing to compare with before the student has tried.
  await expect(task.getByRole('region', { name: 'Compare the answers' })).toHaveCount(0)
  await prompt.fill('Tell me about running.')
  await task.getByRole('button', { name: 'Check answer' }).click()

  const result = task.getByRole('status')
  const points = result.getByRole('listitem')
  await expect(points).toHaveCount(3)
  await expect(points.nth(0)).toHaveText(
    'Role: start with who the AI should be — “You are an experienced fitness coach. Tell me about running.”',
  )
  await expect(points.nth(1)).toContainText('Context:')
  await expect(points.nth(2)).toContainText('Format:')
  for (const point of await points.all()) await expect(point).toContainText('about running')
  await expect(result).not.toContainText(
    /Good start|A good prompt has|Compare with this example|at least \d+ characters|rubric|no AI model/i,
  )

  const beside = task.getByRole('region', { name: 'Your prompt and a strong one' })
  await expect(beside.getByRole('figure', { name: 'Your prompt' })).toContainText('Tell me about running.')
  await expect(beside.getByRole('figure', { name: 'A strong prompt' })).toContainText(
    /^A strong promptYou are an experienced fitness coach\./,
  )

  const compare = task.getByRole('region', { name: 'Compare the answers' })
  const thin = compare.getByRole('figure', { name: 'AI answer to a thin prompt' })
  const strong = compare.getByRole('figure', { name: 'AI answer to the strong prompt' })
  await expect(thin).toContainText('Prompt: “Give me a workout plan.”')
  await expect(thin).toContainText('6-day gym split')
  await expect(strong).toContainText('Prompt: “You are an experienced fitness coach.')
  await expect(strong).toContainText('Each session takes about 25 minutes')
  expect(await seriousViolations(page), 'the graded task').toEqual([])

  // Side by side when there is room, one under the other on a phone, never wider than the screen.
  await page.setViewportSize({ width: 1280, height: 900 })
  expect((await thin.boundingBox())!.y).toBe((await strong.boundingBox())!.y)
  await page.setViewportSize({ width: 320, height: 800 })
  await expect.poll(async () => (await strong.boundingBox())!.y).toBeGreaterThan((await thin.boundingBox())!.y)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)

  await prompt.fill(
    'You are a friendly running coach. I am a beginner with 30 minutes a day and no equipment. Create a 3-day running plan for my first week. ' +
      'Answer as a table with day, exercise and minutes, keep it under 100 words and use a simple, encouraging tone.',
  )
  await task.getByRole('button', { name: 'Check again' }).click()
  await expect(result).toContainText('Completed. Well done')
})
