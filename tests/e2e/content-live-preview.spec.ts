import { mkdirSync } from 'node:fs'
import { expect, type Page, signIntoAdminByApi, test } from './test'
import { seriousViolations } from './support/axe'
import { watchConsoleErrors } from './support/console-errors'

// The editor's live preview of content (issue #47 item 12): the site's own page beside the form,
// following what the marketer types before anything is saved.

const gallery = 'tests/e2e/.artifacts/admin-gallery'
const preview = (page: Page) => page.frameLocator('#live-preview-iframe')

async function openLivePreview(page: Page, path: string) {
  await page.goto(path)
  await page.getByRole('button', { name: 'Live Preview', exact: true }).click()
  await expect(preview(page).getByRole('status')).toContainText('Preview —')
}

/**
 * The preview inside the editor's frame. Payload 3.90 renders its live preview iframe without a
 * title (axe's frame-title, Payload's markup, not ours): that one finding on that one element is
 * left to Payload; anything else in or on the frame fails.
 */
async function expectNoSeriousAxeFindings(page: Page) {
  const findings = await seriousViolations(page, '#live-preview-iframe')
  expect(findings.filter((finding) => finding !== 'frame-title: Frames must have an accessible name (#live-preview-iframe)')).toEqual([])
}

test('a marketer sees a lesson, its course and a tip change in the live preview as they type, before saving', async ({
  page,
  admin,
  marketer,
  content,
}) => {
  test.setTimeout(120_000)
  mkdirSync(gallery, { recursive: true })
  const consoleErrors = watchConsoleErrors(page)
  // Leaving an edit view with unsaved changes asks first; the test leaves them unsaved on purpose.
  page.on('dialog', (dialog) => void dialog.accept())
  // A course of this test alone (a draft: no student sees it), with one topic and one lesson.
  const stamp = Date.now()
  const course = await content.create('courses', { title: `Preview course ${stamp}`, _status: 'draft' })
  const topic = await content.create('topics', { course: course.id, title: 'Getting started' })
  const lesson = await content.create('lessons', {
    topic: topic.id,
    number: 1,
    title: `Preview lesson ${stamp}`,
    sections: [{ blockType: 'content', body: 'The first words of the lesson.' }],
  })
  await signIntoAdminByApi(page, marketer)
  await page.setViewportSize({ width: 1280, height: 800 })

  await test.step('the lesson: its title and text follow the form', async () => {
    await openLivePreview(page, `/admin/collections/lessons/${lesson.id}`)
    const frame = preview(page)
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`Preview lesson ${stamp}`)
    await expect(frame.getByText('The first words of the lesson.')).toBeVisible()

    await page.locator('#field-title').fill(`Retitled lesson ${stamp}`)
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`Retitled lesson ${stamp}`)
    await page.locator('#field-sections__0__body').fill('A **bold** new start.')
    await expect(frame.locator('.lesson-section strong')).toHaveText('bold')
    await expect(frame.getByRole('status')).toContainText('not saved yet')
    await expectNoSeriousAxeFindings(page)
    await page.screenshot({ path: `${gallery}/live-preview-lesson-1280.png` })
  })

  await test.step('the course: its page with the lesson, retitled as typed', async () => {
    await openLivePreview(page, `/admin/collections/courses/${course.id}`)
    const frame = preview(page)
    await expect(frame.getByRole('status')).toContainText('after you publish')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`Preview course ${stamp}`)
    await expect(frame.getByRole('link', { name: `Preview lesson ${stamp}`, exact: true })).toBeVisible()
    await page.locator('#field-title').fill(`Retitled course ${stamp}`)
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`Retitled course ${stamp}`)
    await page.screenshot({ path: `${gallery}/live-preview-course-1280.png` })
    // Its links are students' pages: pressing one leaves the preview where it is, still following the form.
    await frame.getByRole('link', { name: `Preview lesson ${stamp}`, exact: true }).click()
    await page.locator('#field-title').fill(`Course after a click ${stamp}`)
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`Course after a click ${stamp}`)
    expect(page.frames().map((frame) => new URL(frame.url()).pathname)).toContain('/content-preview')
  })

  await test.step('a tip: its text rendered from Markdown as typed', async () => {
    const [tip] = await admin.docs<{ id: number; title: string }>('tips?depth=0&limit=1&sort=id')
    await openLivePreview(page, `/admin/collections/tips/${tip!.id}`)
    const frame = preview(page)
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(tip!.title)
    await page.locator('#field-content').fill('Say **who** the answer is for.')
    await expect(frame.locator('.tip-body strong')).toHaveText('who')
    await expectNoSeriousAxeFindings(page)
  })

  await test.step('nothing was saved', async () => {
    expect((await admin.get<{ title: string }>(`lessons/${lesson.id}?depth=0`)).title).toBe(`Preview lesson ${stamp}`)
    expect((await admin.get<{ title: string }>(`courses/${course.id}?depth=0&draft=true`)).title).toBe(`Preview course ${stamp}`)
  })

  await test.step('a landing card and the lesson at phone width, opened in a tab of their own', async () => {
    const [card] = await admin.docs<{ id: number; title: string }>('landing-cards?depth=0&limit=1&sort=order')
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto(`/content-preview?collection=landing-cards&id=${card!.id}`)
    await expect(page.getByRole('status')).toContainText('visitors see this after you save')
    await expect(page.getByTestId('audience-card').getByRole('heading', { name: card!.title })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${gallery}/live-preview-landing-card-375.png` })

    await page.goto(`/content-preview?collection=lessons&id=${lesson.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Preview lesson ${stamp}`)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${gallery}/live-preview-lesson-375.png` })
  })
  consoleErrors.expectNone()
})
