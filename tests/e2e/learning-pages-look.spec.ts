import { expect, type Page, signInAsStudent, test } from './test'
import { overflowAtExceptEllipsis } from './support/overflow'
import { seriousViolations } from './support/axe'

/**
 * The learning pages look like a product (issue #17 item 2): covers that load, a course page whose
 * main button keeps its own line, the lesson completion moment, the profile; axe finds no serious
 * problems, and nothing scrolls sideways on a 320 px phone.
 */
const viewports = [
  ['phone', { width: 375, height: 812 }],
  ['desktop', { width: 1280, height: 800 }],
] as const

// Each test starts on the phone.
test.use({ reducedMotion: 'reduce', viewport: viewports[0][1] })

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

/**
 * Each page is loaded once, on the phone, and checked again widened to the desktop: a resize lays it
 * out as a load at that width would, for a fraction of a load (and of a fresh student's sign-up).
 */
async function atBothWidths(page: Page, check: (width: string) => Promise<void>) {
  for (const [name, viewport] of viewports) {
    await page.setViewportSize(viewport)
    await check(`${name} (${viewport.width} px)`)
  }
}

test('course cards show loaded covers, level and progress at 375 and 1280 px', async ({ page, student, baseURL }) => {
  await signInAsStudent(page, student, baseURL!)
  await page.goto('/courses')
  await atBothWidths(page, async (width) => {
    const card = page.locator('li.course-card').filter({ hasText: 'ChatGPT Essentials' })
    await expect(card.locator('.chip').first(), width).toHaveText('Course')
    await expect(card.locator('.chip'), width).toHaveCount(2) // kind and level
    await expectCoversLoaded(page)
    // Above the fold at once, below it lazily.
    await expect(page.locator('img.course-cover').first(), width).toHaveAttribute('loading', 'eager')
    await expect(page.locator('img.course-cover').last(), width).toHaveAttribute('loading', 'lazy')
    expect(await seriousViolations(page), width).toEqual([])
  })

  await page.setViewportSize(viewports[0][1])
  await page.goto('/challenges')
  await atBothWidths(page, async (width) => {
    await expectCoversLoaded(page)
    expect(await seriousViolations(page), width).toEqual([])
  })
})

test('the course page has its cover, progress and a main button on its own line at 375 and 1280 px', async ({ page, student, baseURL }) => {
  await signInAsStudent(page, student, baseURL!)
  await openCourse(page, 'ChatGPT Essentials')
  await atBothWidths(page, async (width) => {
    await expectCoversLoaded(page)
    await expect(page.getByRole('progressbar', { name: 'Course progress' }), width).toHaveAttribute('aria-valuenow', '0')
    const cta = page.getByRole('link', { name: /^Start: / })
    await expect(cta, width).toBeVisible()
    const button = (await cta.boundingBox())!
    const progress = await box(page, '.course-hero__progress')
    const hero = await box(page, '.course-hero__body')
    // One line (44–52 px high), below the progress, inside the card.
    expect(button.height, width).toBeLessThanOrEqual(52)
    expect(button.y, width).toBeGreaterThanOrEqual(progress.y + progress.height)
    expect(button.x, width).toBeGreaterThanOrEqual(hero.x)
    expect(button.x + button.width, width).toBeLessThanOrEqual(hero.x + hero.width + 0.5)
    // Topics with their progress and lessons with human status labels.
    await expect(page.getByRole('progressbar', { name: / progress$/ }).nth(1), width).toHaveAttribute('aria-valuenow', '0')
    await expect(page.locator('.lesson-row__status').first(), width).toHaveText('Not started')
    expect(await seriousViolations(page), width).toEqual([])
  })
})

test('completing a lesson celebrates, shows the streak and offers the next lesson, at 375 and 1280 px', async ({
  page,
  student,
  baseURL,
}) => {
  await signInAsStudent(page, student, baseURL!)
  await openCourse(page, 'ChatGPT Essentials')
  await page.getByRole('link', { name: /^Start: / }).click()
  await expect(page.getByText(/^Part 1 of \d+$/)).toBeVisible()
  const firstLesson = page.url()
  await completeLesson(page)

  const moment = page.getByTestId('lesson-complete')
  const next = moment.getByRole('link', { name: /^Next lesson: / })
  await atBothWidths(page, async (width) => {
    await expect(moment.getByRole('heading', { name: 'Lesson complete!' }), width).toBeVisible()
    await expect(moment.getByTestId('complete-streak'), width).toHaveText('1 day streak+1 today')
    await expect(moment.getByRole('progressbar', { name: 'Course progress' }), width).not.toHaveAttribute('aria-valuenow', '0')
    await expect(next, width).toBeVisible()
    await expect(moment.getByRole('link', { name: 'Done' }), width).toBeVisible()
    expect(await seriousViolations(page), width).toEqual([])
  })
  expect(await narrowOverflow(page)).toBeNull()
  await page.setViewportSize(viewports[1][1])

  // The next lesson starts at its beginning, not at the finished state of the last one.
  await next.click()
  await expect(page).not.toHaveURL(firstLesson)
  await expect(page.getByText(/^Part 1 of \d+$/)).toBeVisible()
  await expect(page.getByTestId('lesson-complete')).toHaveCount(0)
})

test('the profile shows the name, initial, plan, streak and certificates; settings are accessible; at 375 and 1280 px', async ({
  page,
  student,
  baseURL,
}) => {
  await signInAsStudent(page, student, baseURL!)
  await page.goto('/profile/settings')
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status')).toHaveText('Saved.')
  await atBothWidths(page, async (width) => {
    // The delete checkbox is a checkbox-sized box beside its label.
    const checkbox = page.getByRole('checkbox', { name: 'Yes, delete my profile and all my progress' })
    const check = (await checkbox.boundingBox())!
    expect(check.width, width).toBeLessThanOrEqual(28)
    expect(check.height, width).toBeLessThanOrEqual(28)
    const label = (await page.locator('label.ui-check').boundingBox())!
    expect(label.height, width).toBeLessThan(80)
    expect(await seriousViolations(page), width).toEqual([])
  })

  await page.setViewportSize(viewports[0][1])
  await page.goto('/profile')
  await atBothWidths(page, async (width) => {
    await expect(page.getByRole('heading', { level: 2, name: 'Ada Lovelace' }), width).toBeVisible()
    await expect(page.getByTestId('avatar-initial'), width).toHaveText('A')
    await expect(page.getByTestId('profile-streak'), width).toHaveText('0')
    await expect(page.getByText('No active plan'), width).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Certificates' }), width).toBeVisible()
    expect(await seriousViolations(page), width).toEqual([])
  })
})

// Every learning page at 320 px: app-gallery.spec.ts.
