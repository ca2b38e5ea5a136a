import { TRIAL_DAILY_PROMPTS } from '../../app/ai/rules/ai-allowance'
import { expect, gotoHydrated, seededLessonPath, signInAsStudent, test } from './test'
import { seriousViolations } from './support/axe'
import { actBeforeHydration } from './support/before-hydration'

/** The assistant (issue #14): offline answers that cite and link lessons, the assistant URL's prefill, Back to lesson. */

test('offline: a question about a lesson is answered from it, with a link that opens the lesson; Back to lesson, Stay in chat and a report', async ({
  page,
  student,
  admin,
  baseURL,
}) => {
  // A seeded lesson (cms/seed/data/courses/ai-foundations.ts); the student opening it leaves nothing to clean up.
  const lessonTitle = 'The four parts of a good prompt'
  const lessonPath = await seededLessonPath(admin, lessonTitle)

  await signInAsStudent(page, student, baseURL!)
  await page.goto(`/assistant?back=${encodeURIComponent(lessonPath)}`)
  await expect(page.getByRole('note')).toContainText('Answers come from our lessons, tips and courses')
  await expect(page.getByText(/offline mode|no ai model|Model:/i)).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assistant' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByRole('link', { name: 'Back to lesson' })).toHaveCount(0)

  await page.getByRole('textbox', { name: 'Message' }).fill('What are the four parts of a good prompt?')
  await page.getByRole('button', { name: 'Send' }).click()

  const conversation = page.getByRole('list', { name: 'Conversation' })
  await expect(conversation).toContainText('From our lessons and tips:')
  const source = conversation.getByRole('link', { name: lessonTitle, exact: true }).first()
  await expect(source).toBeVisible()
  await expect(source).toHaveAttribute('href', lessonPath)
  await expect(page.getByTestId('prompts-left')).toHaveText(`${TRIAL_DAILY_PROMPTS - 1} of ${TRIAL_DAILY_PROMPTS} prompts left today`)

  // The first answer from a lesson completed: the way back is offered; staying shows the bubble, which the selector hides.
  const block = page.getByRole('complementary', { name: 'Back to lesson' })
  await expect(block.getByRole('link', { name: 'Back to lesson' })).toHaveAttribute('href', lessonPath)
  await block.getByRole('button', { name: 'Stay in chat' }).click()
  await expect(block).toBeHidden()
  const bubble = page.locator('a.assistant-bubble')
  await expect(bubble).toBeVisible()
  // Without a model there is no model selector: opening the chat list hides the bubble.
  await expect(page.getByRole('button', { name: /^Model: / })).toHaveCount(0)
  await page.getByRole('button', { name: /^Your chats/ }).click()
  await expect(bubble).toBeHidden()

  // A report needs at least one issue type.
  await conversation.getByRole('button', { name: 'Report' }).click()
  const dialog = page.getByRole('dialog', { name: 'Report this answer' })
  await expect(dialog.getByRole('button', { name: 'Send report' })).toBeDisabled()
  await dialog.getByLabel('A link does not open the right page').check()
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(dialog.getByRole('status')).toHaveText('Thank you. Our team will look at this answer.')
  await dialog.getByRole('button', { name: 'Close' }).click()

  // The chat is kept in the student's list.
  await expect(
    page.getByRole('navigation', { name: 'Your chats' }).getByRole('link', { name: 'What are the four parts of a good prompt?' }),
  ).toBeVisible()

  await source.click()
  await expect(page).toHaveURL(new RegExp(`${lessonPath}$`))
  await expect(page.getByRole('heading', { name: lessonTitle })).toBeVisible()
})

test('the assistant URL prefills the composer without sending; without a model no model is offered', async ({ page, student, baseURL }) => {
  await signInAsStudent(page, student, baseURL!)
  const prompt = 'Explain how large language models work to a busy manager in three bullet points.'
  await page.goto(`/assistant?model=gpt-4o&prompt=${encodeURIComponent(prompt)}`)
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(prompt)
  await expect(page.getByRole('button', { name: /^Model: / })).toHaveCount(0)
  await expect(page.getByRole('list', { name: 'Conversation' }).getByRole('listitem')).toHaveCount(0)
  await expect(page.getByTestId('prompts-left')).toHaveText(`${TRIAL_DAILY_PROMPTS} of ${TRIAL_DAILY_PROMPTS} prompts left today`)
  expect(await seriousViolations(page)).toEqual([])

  // A template fills the composer with its first options.
  // The templates open with JavaScript: a tap before the page is ready would be lost.
  await gotoHydrated(page, '/assistant?model=mystery-model-7')
  await page.getByText('Prompt templates').click()
  await page.getByRole('button', { name: 'Explain a topic' }).click()
  await page.getByRole('button', { name: 'Use this prompt' }).click()
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'Explain how large language models work to a busy manager in three bullet points.',
  )
})

test('Back to lesson from a real lesson: lesson → Assistant tab → first answer offers the way back to that lesson', async ({
  page,
  student,
  admin,
  baseURL,
}) => {
  const lessonTitle = 'The four parts of a good prompt'
  const lessonPath = await seededLessonPath(admin, lessonTitle)

  await signInAsStudent(page, student, baseURL!)
  await page.goto(lessonPath)
  await expect(page.getByRole('heading', { name: lessonTitle })).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assistant' }).click()
  await expect(page).toHaveURL(/\/assistant$/)
  await expect(page.getByRole('complementary', { name: 'Back to lesson' })).toHaveCount(0)

  await page.getByRole('textbox', { name: 'Message' }).fill('What is a role in a prompt?')
  await page.getByRole('button', { name: 'Send' }).click()
  const block = page.getByRole('complementary', { name: 'Back to lesson' })
  await expect(block.getByRole('link', { name: 'Back to lesson' })).toHaveAttribute('href', lessonPath)
  await block.getByRole('link', { name: 'Back to lesson' }).click()
  await expect(page.getByRole('heading', { name: lessonTitle })).toBeVisible()
})

test.describe('typed before the page is ready', () => {
  // The page's scripts are held back by page.route, which a service worker's cache would pass by.
  test.use({ serviceWorkers: 'block' })

  test('the composer keeps a question typed before the page’s JavaScript ran, and sends it', async ({ page, student, baseURL }) => {
    await signInAsStudent(page, student, baseURL!)
    const question = 'What are the four parts of a good prompt?'
    const composer = page.getByRole('textbox', { name: 'Message' })
    await actBeforeHydration(page, '/assistant', () => composer.fill(question))
    await expect(composer).toHaveValue(question)
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled()
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('list', { name: 'Conversation' }).getByRole('listitem').first()).toContainText(question)
  })

  test('Settings: the password rules tick for a new password typed before the page’s JavaScript ran', async ({
    page,
    student,
    baseURL,
  }) => {
    await signInAsStudent(page, student, baseURL!)
    const field = page.getByLabel('New password', { exact: true })
    const rules = page.locator('.ui-rules li')
    await actBeforeHydration(page, '/profile/settings', async () => {
      await field.fill('Longer-pass-42!')
      // Without JavaScript the rules cannot follow the typing: listed, none claimed unmet.
      await expect(rules.first()).toBeVisible()
      await expect(page.locator('.ui-rules li[data-met]')).toHaveCount(0)
    })
    await expect(field).toHaveValue('Longer-pass-42!')
    const count = await rules.count()
    await expect(page.locator('.ui-rules li[data-met="true"]')).toHaveCount(count)
  })
})

test('asked how to write a prompt, the assistant writes one, cites each source once; the chat survives a lesson and back', async ({
  page,
  student,
  admin,
  baseURL,
}) => {
  const lessonPath = await seededLessonPath(admin, 'The four parts of a good prompt')
  await signInAsStudent(page, student, baseURL!)
  await gotoHydrated(page, '/assistant')
  await page.getByRole('textbox', { name: 'Message' }).fill('How do I write a good prompt for an Instagram post about my bakery?')
  await page.getByRole('button', { name: 'Send' }).click()

  const answer = page.getByRole('list', { name: 'Conversation' }).getByRole('listitem').nth(1)
  await expect(answer.getByRole('button', { name: 'Report' })).toBeVisible()
  for (const part of ['Role:', 'Task:', 'Context:', 'Format:', 'Limits:'])
    await expect(answer.getByText(part, { exact: true })).toBeVisible()
  await expect(answer).toContainText('Write an Instagram post about my bakery.')
  await expect(answer).toContainText('Why each part is there')
  // Each cited source is linked once in the answer.
  const hrefs = await answer.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs.length).toBeGreaterThan(0)
  expect(hrefs).toContain(lessonPath)
  expect(new Set(hrefs).size).toBe(hrefs.length)

  // To a lesson and back by the tab bar: the conversation is still there.
  await page.goto(lessonPath)
  await expect(page.getByRole('heading', { name: 'The four parts of a good prompt' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assistant' }).click()
  await expect(page).toHaveURL(/\/assistant$/)
  const conversation = page.getByRole('list', { name: 'Conversation' })
  await expect(conversation).toContainText('How do I write a good prompt for an Instagram post about my bakery?')
  await expect(conversation).toContainText('Write an Instagram post about my bakery.')
  // "New chat" still starts an empty one.
  await page.getByRole('button', { name: /^Your chats/ }).click()
  await page.getByRole('link', { name: 'New chat' }).click()
  await expect(conversation.getByRole('listitem')).toHaveCount(0)
})
