import { mkdirSync } from 'node:fs'
import { watchCsp } from './support/csp'
import { galleryPhoto } from './support/gallery'
import { productGradeFindings } from './support/product-grade'
import { expect, gotoHydrated, seededLessonPath, signInAsStudent, test } from './test'

/**
 * A lesson's video plays in the lesson (issue #46): the browser's player with its controls, a
 * poster, inline on phones, nothing downloaded before play — not a link to a bare .mp4 in a new tab.
 */
test.use({ viewport: { width: 375, height: 812 } })

test('the video section is a player in the page with controls, a poster and no new tab', async ({ page, student, baseURL, admin }) => {
  const csp = watchCsp(page)
  await signInAsStudent(page, student, baseURL!)
  const lesson = await seededLessonPath(admin, 'The four parts of a good prompt')
  // The seeded lesson: a text section, then the video.
  await gotoHydrated(page, `${lesson}?page=1`)
  const video = page.locator('video')
  await expect(video).toHaveCount(1)
  await expect(video).toBeVisible()
  await expect(video).toHaveAttribute('src', 'https://videos.example.com/foundations/four-parts-of-a-prompt.mp4')
  await expect(video).toHaveAttribute('controls', '')
  await expect(video).toHaveAttribute('playsinline', '')
  await expect(video).toHaveAttribute('preload', 'none')
  await expect(video).toHaveAttribute('poster', /\S/)
  await expect(video).toHaveAccessibleName('The four parts of a good prompt')
  expect(await video.evaluate((element: HTMLVideoElement) => element.controls && element.playsInline)).toBe(true)
  // The poster is drawn (it loads), and the player spans the lesson's column.
  const poster = await page.request.get((await video.getAttribute('poster'))!)
  expect(poster.ok()).toBe(true)
  const box = (await video.boundingBox())!
  expect(box.width).toBeGreaterThan(300)
  expect(box.height).toBeGreaterThan(box.width / 2)
  await expect(page.locator('a[target="_blank"][href$=".mp4"]')).toHaveCount(0)
  await expect(page.getByRole('figure')).toContainText('The four parts of a good prompt')
  // As a person sees it, at both widths, held to the product-grade check.
  mkdirSync('tests/e2e/.artifacts/app-gallery', { recursive: true })
  for (const size of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size)
    await galleryPhoto(page, { path: `tests/e2e/.artifacts/app-gallery/lesson-video-${size.width}.png`, fullPage: true })
    expect(await productGradeFindings(page, { narrow: size.width === 375 }), `at ${size.width} px`).toEqual([])
  }
  csp.expectNoViolations()
})

test('a video that cannot load says so in the player, in words, and keeps the box', async ({ page, student, baseURL, admin }) => {
  const csp = watchCsp(page)
  // The demo's videos live on example.com, which never serves them: made certain here, network or not.
  await page.route('https://videos.example.com/**', (route) => route.abort())
  await signInAsStudent(page, student, baseURL!)
  const lesson = await seededLessonPath(admin, 'The four parts of a good prompt')
  await gotoHydrated(page, `${lesson}?page=1`)
  const video = page.locator('video')
  const frame = page.locator('.lesson-video__frame')
  const before = (await frame.boundingBox())!
  // Keyboard first: the player takes focus like any control.
  await video.focus()
  await expect(video).toBeFocused()
  await video.evaluate((element: HTMLVideoElement) => void element.play().catch(() => undefined))
  const failure = page.getByRole('alert').filter({ hasText: 'This video cannot play right now' })
  await expect(failure).toBeVisible()
  await expect(failure).toContainText('The rest of the lesson works without it')
  await expect(video).toBeHidden()
  await expect(page.locator('a[href$=".mp4"]')).toHaveCount(0)
  // The same box as before: nothing below it moved.
  expect(await frame.boundingBox()).toEqual(before)
  await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible()
  await failure.getByRole('button', { name: 'Try again' }).click()
  await expect(failure).toBeVisible()
  mkdirSync('tests/e2e/.artifacts/app-gallery', { recursive: true })
  await galleryPhoto(page, { path: 'tests/e2e/.artifacts/app-gallery/lesson-video-failed-375.png' })
  expect(await productGradeFindings(page, { narrow: true })).toEqual([])
  csp.expectNoViolations()
})
