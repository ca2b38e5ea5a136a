import { expect, type Page, signInAsStudent, test } from './test'
import { overflowAtExceptEllipsis } from './support/overflow'
import { seriousViolations } from './support/axe'

/**
 * The learning pages look like a product (issue #17 item 2): covers that load, a course page whose
 * main button keeps its own line, the lesson completion moment, the profile; axe finds no serious
 * problems, and nothing scrolls sideways on a 320 px phone.
 */
test.use({ reducedMotion: 'reduce' })

const viewports = [
  ['phone', { width: 375, height: 812 }],
  ['desktop', { width: 1280, height: 800 }],
] as const

/** Every cover on the page, scrolled into view (they are lazy), has loaded a real picture. */
async function expectCoversLoaded(page: Page) {
  const covers = page.locator('img.course-cover')
  expect(await covers.count()).toBeGreaterThan(0)
  for (const cover of await covers.all()) {
    await cover.scrollIntoViewIfNeeded()
    await expect(cover).toHaveAttribute('width', /^\d+$/)
    await expect(cover).toHaveAttribute('height', /^\d+$/)
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  }
}

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!

const narrowOverflow = (page: Page) => overflowAtExceptEllipsis(page, { width: 320, height: 640 })

async function openCourse(page: Page, title: string) {
  await page.goto('/courses')
  await page.getByRole('link', { name: title }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
}

/** Through the lesson: Next, or past a practice page, until it can be completed; then complete it. */
async function completeLesson(page: Page) {
  const complete = page.getByRole('button', { name: 'Complete lesson' })
  const next = page.getByRole('button', { name: 'Next', exact: true })
  const skip = page.getByRole('button', { name: 'Skip practice' })
  for (let step = 0; step < 20; step++) {
    await expect(complete.or(next).or(skip).first()).toBeVisible()
    if (await complete.isVisible()) break
    await ((await next.isVisible()) ? next : skip).click()
  }
  await complete.click()
  // The first lesson of the day starts a streak: its modal comes first.
  const streak = page.getByRole('dialog', { name: /Streak: 1 day/ })
  await streak.getByRole('button', { name: 'Keep learning' }).click()
  await expect(streak).toBeHidden()
}

for (const [name, viewport] of viewports) {
  test(`${name}: course cards show loaded covers, level and progress`, async ({ page, student, baseURL }) => {
    await page.setViewportSize(viewport)
    await signInAsStudent(page, student, baseURL!)
    await page.goto('/courses')
    const card = page.locator('li.course-card').filter({ hasText: 'ChatGPT Essentials' })
    await expect(card.locator('.chip').first()).toHaveText('Course')
    await expect(card.locator('.chip')).toHaveCount(2) // kind and level
    await expectCoversLoaded(page)
    // Above the fold at once, below it lazily.
    await expect(page.locator('img.course-cover').first()).toHaveAttribute('loading', 'eager')
    await expect(page.locator('img.course-cover').last()).toHaveAttribute('loading', 'lazy')
    expect(await seriousViolations(page)).toEqual([])

    await page.goto('/challenges')
    await expectCoversLoaded(page)
    expect(await seriousViolations(page)).toEqual([])
  })

  test(`${name}: the course page has its cover, progress and a main button on its own line`, async ({ page, student, baseURL }) => {
    await page.setViewportSize(viewport)
    await signInAsStudent(page, student, baseURL!)
    await openCourse(page, 'ChatGPT Essentials')
    await expectCoversLoaded(page)
    await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '0')
    const cta = page.getByRole('link', { name: /^Start: / })
    await expect(cta).toBeVisible()
    const button = (await cta.boundingBox())!
    const progress = await box(page, '.course-hero__progress')
    const hero = await box(page, '.course-hero__body')
    // One line (44–52 px high), below the progress, inside the card.
    expect(button.height).toBeLessThanOrEqual(52)
    expect(button.y).toBeGreaterThanOrEqual(progress.y + progress.height)
    expect(button.x).toBeGreaterThanOrEqual(hero.x)
    expect(button.x + button.width).toBeLessThanOrEqual(hero.x + hero.width + 0.5)
    // Topics with their progress and lessons with human status labels.
    await expect(page.getByRole('progressbar', { name: / progress$/ }).nth(1)).toHaveAttribute('aria-valuenow', '0')
    await expect(page.locator('.lesson-row__status').first()).toHaveText('Not started')
    expect(await seriousViolations(page)).toEqual([])
  })

  test(`${name}: completing a lesson celebrates, shows the streak and offers the next lesson`, async ({ page, student, baseURL }) => {
    await page.setViewportSize(viewport)
    await signInAsStudent(page, student, baseURL!)
    await openCourse(page, 'ChatGPT Essentials')
    await page.getByRole('link', { name: /^Start: / }).click()
    await expect(page.getByText(/^Part 1 of \d+$/)).toBeVisible()
    const firstLesson = page.url()
    await completeLesson(page)

    const moment = page.getByTestId('lesson-complete')
    await expect(moment.getByRole('heading', { name: 'Lesson complete!' })).toBeVisible()
    await expect(moment.getByTestId('complete-streak')).toHaveText('1 day streak+1 today')
    await expect(moment.getByRole('progressbar', { name: 'Course progress' })).not.toHaveAttribute('aria-valuenow', '0')
    const next = moment.getByRole('link', { name: /^Next lesson: / })
    await expect(next).toBeVisible()
    await expect(moment.getByRole('link', { name: 'Done' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    expect(await narrowOverflow(page)).toBeNull()
    await page.setViewportSize(viewport)

    // The next lesson starts at its beginning, not at the finished state of the last one.
    await next.click()
    await expect(page).not.toHaveURL(firstLesson)
    await expect(page.getByText(/^Part 1 of \d+$/)).toBeVisible()
    await expect(page.getByTestId('lesson-complete')).toHaveCount(0)
  })

  test(`${name}: the profile shows the name, initial, plan, streak and certificates; settings are accessible`, async ({
    page,
    student,
    baseURL,
  }) => {
    await page.setViewportSize(viewport)
    await signInAsStudent(page, student, baseURL!)
    await page.goto('/profile/settings')
    await page.getByLabel('First name').fill('Ada')
    await page.getByLabel('Last name').fill('Lovelace')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status')).toHaveText('Saved.')
    // The delete checkbox is a checkbox-sized box beside its label.
    const checkbox = page.getByRole('checkbox', { name: 'Yes, delete my profile and all my progress' })
    const check = (await checkbox.boundingBox())!
    expect(check.width).toBeLessThanOrEqual(28)
    expect(check.height).toBeLessThanOrEqual(28)
    const label = (await page.locator('label.ui-check').boundingBox())!
    expect(label.height).toBeLessThan(80)
    expect(await seriousViolations(page)).toEqual([])

    await page.goto('/profile')
    await expect(page.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeVisible()
    await expect(page.getByTestId('avatar-initial')).toHaveText('A')
    await expect(page.getByTestId('profile-streak')).toHaveText('0')
    await expect(page.getByText('No active plan')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Certificates' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
}

// Every learning page at 320 px: app-gallery.spec.ts.
