import { expect, seededLessonPath, signInAsStudent, test } from './test'
import { seriousViolations } from './support/axe'

/**
 * Issue #30's acceptance, "a practice task graded with criteria feedback", on a real seeded lesson
 * (cms/seed/data/courses/ai-foundations.ts): a thin prompt is told which parts of a good prompt it
 * lacks and shown an example; a prompt with every part passes. No model is configured in the e2e run.
 */
test('a prompt task in a lesson names the parts the prompt lacks, shows an example, and passes a complete prompt', async ({
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
  await prompt.fill('Tell me about running.')
  await task.getByRole('button', { name: 'Check answer' }).click()
  const result = task.getByRole('status')
  await expect(result).toContainText('A good prompt has a role, context, a clear task, a format')
  await expect(result).toContainText(/Yours lacks [a-z, ]*role/)
  // The example is shown beside the student's own prompt, not inside the feedback text.
  const compare = task.getByRole('region', { name: 'Compare the answers' })
  await expect(compare.getByRole('figure').filter({ hasText: 'Your prompt' })).toContainText('Tell me about running.')
  await expect(compare.getByRole('figure').filter({ hasText: 'Example prompt' })).toContainText('You are')
  await expect(result).not.toContainText('Compare with this example')
  await expect(result).not.toContainText(/at least \d+ characters|rubric|no AI model/i)
  expect(await seriousViolations(page), 'the graded task').toEqual([])

  await prompt.fill(
    'You are a friendly running coach. I am a beginner with 30 minutes a day and no equipment. Create a 3-day running plan for my first week. ' +
      'Answer as a table with day, exercise and minutes, keep it under 100 words and use a simple, encouraging tone.',
  )
  await task.getByRole('button', { name: 'Check again' }).click()
  await expect(result).toContainText('Completed.')
})
