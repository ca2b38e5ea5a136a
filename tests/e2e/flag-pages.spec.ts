import { expect, openFirstLesson, signInAsStudent, test } from './test'

type Rule = { key: string; value: string }
const rules = (...set: Rule[]) => ({
  rules: set.map(({ key, value }) => ({ key, platforms: [], audiences: [], variants: [{ value, weight: 100 }] })),
})

// Flags the learning pages read (issue #15): google_translate_disabled, lessons_map, view_all_courses_button_visible.
test('the translation, lessons map and view-all-courses flags change the student’s pages at the next request', async ({
  page,
  baseURL,
  student,
  admin,
  content,
}) => {
  test.setTimeout(90_000)
  await content.keepFeatureFlags()
  await signInAsStudent(page, student, baseURL!)
  const lessonUrl = await openFirstLesson(page)
  const courseUrl = lessonUrl.replace(/\/topic\/.*$/, '')
  const html = page.locator('html')
  const firstSection = page.locator('.lesson-section').first()
  const map = page.getByRole('navigation', { name: 'Lessons in this topic' })

  await test.step('by default: translatable, no lessons map, a View all courses link', async () => {
    await expect(html).not.toHaveAttribute('translate')
    await expect(page.locator('meta[name="google"]')).toHaveCount(0)
    await expect(map).toHaveCount(0)
    await page.goto(courseUrl)
    await expect(page.getByRole('link', { name: 'View all courses' })).toBeVisible()
  })

  await test.step('enable-lessons: only the lesson is translatable; the map lists the topic; no View all courses', async () => {
    await admin.send(
      'POST',
      'globals/feature-flags',
      rules(
        { key: 'google_translate_disabled', value: 'enable-lessons' },
        { key: 'lessons_map', value: 'true' },
        { key: 'view_all_courses_button_visible', value: 'false' },
      ),
    )
    await expect(async () => {
      await page.goto(lessonUrl)
      await expect(html).toHaveAttribute('translate', 'no', { timeout: 500 })
    }).toPass({ timeout: 5000 })
    await expect(firstSection).toHaveAttribute('translate', 'yes')
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('translate', 'yes')
    await expect(page.locator('meta[name="google"]')).toHaveCount(0)
    await expect(map.locator('[aria-current="page"]')).toHaveCount(1)
    expect(await map.getByRole('listitem').count()).toBeGreaterThan(1)
    await page.goto(courseUrl)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'View all courses' })).toHaveCount(0)
  })

  await test.step('disable-all: nothing is offered for translation', async () => {
    await admin.send('POST', 'globals/feature-flags', rules({ key: 'google_translate_disabled', value: 'disable-all' }))
    await expect(async () => {
      await page.goto(lessonUrl)
      await expect(page.locator('meta[name="google"][content="notranslate"]')).toHaveCount(1, { timeout: 500 })
    }).toPass({ timeout: 5000 })
    await expect(html).toHaveAttribute('translate', 'no')
    await expect(firstSection).not.toHaveAttribute('translate')
  })
})
