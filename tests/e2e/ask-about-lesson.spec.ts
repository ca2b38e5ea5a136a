import { mkdirSync } from 'node:fs'
import { galleryPhoto } from './support/gallery'
import { productGradeFindings } from './support/product-grade'
import { seriousViolations } from './support/axe'
import { expect, gotoHydrated, seededLessonPath, signInAsStudent, test } from './test'

/**
 * "Ask about this lesson" (issue #46): from a lesson the assistant opens with that lesson as
 * context and the way back; asked for a prompt it writes a complete one, citing the lesson first
 * and each source once; the chat is still there after a lesson and back.
 */
const lessonTitle = 'The four parts of a good prompt'
const question = 'How do I write a prompt for an Instagram post about my bakery?'

test('from a lesson, ask about it: a complete bakery Instagram prompt, each source cited once; a lesson and back, the chat is still there', async ({
  page,
  student,
  admin,
  baseURL,
}) => {
  const lessonPath = await seededLessonPath(admin, lessonTitle)
  const otherLesson = await seededLessonPath(admin, 'Meet your AI assistant')
  const lessonId = lessonPath.split('/').at(-1)!
  await signInAsStudent(page, student, baseURL!)
  await gotoHydrated(page, lessonPath)
  mkdirSync('tests/e2e/.artifacts/app-gallery', { recursive: true })
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await galleryPhoto(page, { path: `tests/e2e/.artifacts/app-gallery/ask-about-lesson-lesson-${width}.png` })
    expect(await productGradeFindings(page, { narrow: width === 375 }), `lesson at ${width} px`).toEqual([])
  }

  await page.getByRole('link', { name: 'Ask about this lesson' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/assistant' && url.searchParams.get('lesson') === lessonId)
  const about = page.getByRole('region', { name: 'Lesson context' })
  await expect(about).toContainText(`About: ${lessonTitle}`)
  await expect(about.getByRole('link', { name: 'Back to the lesson' })).toHaveAttribute('href', lessonPath)

  await page.getByRole('textbox', { name: 'Message' }).fill(question)
  await page.getByRole('button', { name: 'Send' }).click()
  const conversation = page.getByRole('list', { name: 'Conversation' })
  const answer = conversation.getByRole('listitem').nth(1)
  await expect(answer.getByRole('button', { name: 'Report' })).toBeVisible()

  // A complete prompt, about a bakery's Instagram post, every part there.
  for (const part of ['Role:', 'Task:', 'Context:', 'Format:', 'Limits:'])
    await expect(answer.getByText(part, { exact: true })).toBeVisible()
  await expect(answer).toContainText('social media copywriter')
  await expect(answer).toContainText('Write an Instagram post about my bakery.')
  await expect(answer).toContainText('About my bakery: [its name')
  await expect(answer).toContainText('hashtags')
  // Each source once — in the text or under Sources, never both — and the lesson asked from first.
  const hrefs = await answer.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs[0]).toBe(lessonPath)
  expect(new Set(hrefs).size).toBe(hrefs.length)

  expect(await seriousViolations(page)).toEqual([])
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await galleryPhoto(page, { path: `tests/e2e/.artifacts/app-gallery/ask-about-lesson-assistant-${width}.png` })
    expect(await productGradeFindings(page, { narrow: width === 375 }), `assistant at ${width} px`).toEqual([])
  }

  // Back to the lesson, then to the assistant by the tab bar: the chat is there, still about the lesson.
  await about.getByRole('link', { name: 'Back to the lesson' }).click()
  await expect(page.getByRole('heading', { name: lessonTitle, level: 1 })).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assistant' }).click()
  await expect(page).toHaveURL(/\/assistant$/)
  await expect(conversation).toContainText(question)
  await expect(conversation).toContainText('Write an Instagram post about my bakery.')
  await expect(page.getByRole('region', { name: 'Lesson context' })).toContainText(`About: ${lessonTitle}`)

  // Another lesson and back: still there. Asking again from the first lesson continues the same chat.
  await gotoHydrated(page, otherLesson)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assistant' }).click()
  await expect(conversation).toContainText(question)
  await gotoHydrated(page, lessonPath)
  await page.getByRole('link', { name: 'Ask about this lesson' }).click()
  await expect(page.getByRole('region', { name: 'Lesson context' })).toContainText(`About: ${lessonTitle}`)
  await expect(conversation).toContainText(question)
  await expect(conversation.getByRole('listitem')).toHaveCount(2)
})

test('a lesson id that is not one is refused with a sentence, not a broken page', async ({ page, student, baseURL }) => {
  await signInAsStudent(page, student, baseURL!)
  const missing = await page.goto('/assistant?lesson=999999999')
  expect(missing?.status()).toBe(404)
  await expect(page.getByText('This lesson was not found, so the assistant cannot answer about it.')).toBeVisible()
  const malformed = await page.goto('/assistant?lesson=..%2Fadmin')
  expect(malformed?.status()).toBe(400)
  await expect(page.getByText('This link does not name a lesson.', { exact: false })).toBeVisible()
})
