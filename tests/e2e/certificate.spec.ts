import { readFileSync } from 'node:fs'
import { expect, gotoHydrated, test } from './test'
import { lookAtBothWidths } from './support/look'
import { shareTexts } from '../../app/certificates/rules/share-texts'

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

test('a student finishes a course, names the certificate, shares it; the public page opens signed out and its PNG downloads', async ({
  page,
  content,
  admin,
  student,
  request,
  newVisitor,
}) => {
  const title = `Certified Prompting ${Date.now()}`
  const course = await content.create<{ id: number }>('courses', { title, type: 'course', _status: 'published' })
  const topic = await content.create<{ id: number }>('topics', { course: course.id, title: 'The only topic', order: 1 })
  const lesson = await content.create<{ id: number }>('lessons', {
    topic: topic.id,
    number: 1,
    title: 'The only lesson',
    sections: [{ blockType: 'content', body: 'All you need to know.' }],
  })
  // The student goes first (restore runs backwards), taking their enrolments and certificate with them.
  const me = await request.get('/api/profile', { headers: { Authorization: `Bearer ${student.token}` } })
  content.deleteAfter('students', ((await me.json()) as { id: number }).id)

  await page.goto('/auth/signin')
  await page.getByLabel('Email').fill(student.email)
  await page.getByLabel('Password').fill(student.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/home$/)

  await gotoHydrated(page, `/course/${course.id}/topic/${topic.id}/lesson/${lesson.id}`)
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Complete lesson' }).click()

  // The first lesson of the day starts a streak: its modal comes first, the certificate after it.
  await page
    .getByRole('dialog', { name: /Streak: 1 day/ })
    .getByRole('button', { name: 'Keep learning' })
    .click()
  // Course feedback comes first (steps from the rating), then the certificate. No first name: asked first.
  // Each step of the completion dialog is also photographed at 375 and 1280 px and held to the product-grade check.
  const looks: string[] = []
  const feedback = page.getByRole('dialog', { name: /^How was / })
  await feedback.getByLabel('5 stars').check()
  looks.push(...(await lookAtBothWidths(page, 'course-feedback-rating')))
  await feedback.getByRole('button', { name: 'Next' }).click()
  const tellMore = page.getByRole('dialog', { name: 'Tell us more' })
  await expect(tellMore).toBeVisible()
  looks.push(...(await lookAtBothWidths(page, 'course-feedback-more')))
  await tellMore.getByRole('button', { name: 'Send feedback' }).click()
  await page.getByRole('dialog', { name: 'Thank you!' }).getByRole('button', { name: 'Close' }).click()
  const dialog = page.getByRole('dialog', { name: 'Your name on the certificate' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('First name').fill('Ada <b>')
  await dialog.getByLabel('Last name').fill('Lovelace & Co')
  looks.push(...(await lookAtBothWidths(page, 'certificate-name')))
  await dialog.getByRole('button', { name: 'Save and get my certificate' }).click()

  const sheet = page.getByRole('dialog', { name: 'Your certificate is ready' })
  await expect(sheet).toBeVisible()
  await expect(sheet.getByRole('button', { name: 'Share' })).toBeEnabled({ timeout: 30_000 })
  looks.push(...(await lookAtBothWidths(page, 'certificate-share')))
  expect(looks).toEqual([])
  const shareText = await sheet.getByTestId('share-text').textContent()
  expect(shareTexts.map((template) => template.replace('{course}', title))).toContain(shareText)
  await expect(sheet.getByRole('img', { name: `Certificate for ${title}` })).toBeVisible()

  // Headless Chromium on Linux has no Web Share: the certificate page opens in a new tab instead.
  const popup = page.waitForEvent('popup')
  await sheet.getByRole('button', { name: 'Share' }).click()
  const tab = await popup
  await expect(sheet.getByRole('status')).toHaveText('Web Share with files is not supported on this platform.')
  await expect(tab).toHaveURL(/\/certificate\/[A-Za-z0-9_-]{22}$/)
  const certificateUrl = tab.url()
  await tab.close()

  // Where files can be shared (a phone): the image goes to the share sheet; closing the sheet is no error.
  await page.evaluate(() => {
    const shared: ShareData[] = []
    let calls = 0
    Object.assign(window, { sharedForTest: shared })
    Object.assign(navigator, {
      canShare: (data: ShareData) => Boolean(data.files?.length),
      share: async (data: ShareData) => {
        calls += 1
        if (calls === 1) throw new DOMException('Share canceled', 'AbortError')
        shared.push(data)
      },
    })
  })
  await sheet.getByRole('button', { name: 'Share' }).click()
  await expect(sheet.getByRole('status')).toBeHidden()
  await sheet.getByRole('button', { name: 'Share' }).click()
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { sharedForTest: ShareData[] }).sharedForTest.map((data) => data.files?.[0]?.type)),
    )
    .toEqual(['image/png'])
  const sharedText = await page.evaluate(() => (window as unknown as { sharedForTest: ShareData[] }).sharedForTest[0]!.text)
  expect(sharedText).toBe(`${shareText} ${certificateUrl}`)
  await expect(sheet.getByRole('status')).toBeHidden()

  const visitor = await newVisitor()
  await visitor.goto(certificateUrl)
  await expect(visitor).toHaveURL(certificateUrl) // public: no redirect to sign-in
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Ada <b> Lovelace & Co')
  await expect(visitor.getByText(title, { exact: true })).toBeVisible()
  await expect(visitor.getByText('1 lesson', { exact: true })).toBeVisible()
  await expect(visitor.getByText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible()
  await expect(visitor.getByText(/✓ Verified — this page is served by .+ random id that cannot be guessed/)).toBeVisible()
  const ogImage = await visitor.locator('meta[property="og:image"]').getAttribute('content')
  expect(ogImage).toBe(`${certificateUrl}/image.png`)

  const download = visitor.waitForEvent('download')
  await visitor.getByRole('link', { name: 'Download PNG' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^certificate-[A-Za-z0-9_-]{22}\.png$/)
  expect([...readFileSync((await file.path())!).subarray(0, 8)]).toEqual(pngSignature)

  const image = await visitor.request.get(ogImage!)
  expect(image.headers()['content-type']).toBe('image/png')
  expect([...(await image.body()).subarray(0, 8)]).toEqual(pngSignature)

  // The admin sees the certificate issued once, with the names given.
  const [issued, ...more] = await admin.docs<{ firstName: string; lastName: string }>(
    `certificates?where[course][equals]=${course.id}&depth=0`,
  )
  expect(more).toEqual([])
  expect(issued).toMatchObject({ firstName: 'Ada <b>', lastName: 'Lovelace & Co' })
  // And the course feedback sent before it, waiting for staff.
  const feedbackRows = await admin.docs<{ rating: number; status: string }>(`course-feedback?where[course][equals]=${course.id}&depth=0`)
  expect(feedbackRows).toEqual([expect.objectContaining({ rating: 5, status: 'new' })])
})
