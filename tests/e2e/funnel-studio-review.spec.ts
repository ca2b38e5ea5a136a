import { expect, type Page, signIntoAdminByApi, test, uniqueFunnelId } from './test'
import type { FunnelDoc } from './fixtures'
import { seriousViolations } from './support/axe'
import { watchConsoleErrors } from './support/console-errors'
import { heading, openFunnel } from './support/funnel'
import { galleryPhoto } from './support/gallery'
import { openReview } from './support/publish'

const gallery = 'tests/e2e/.artifacts/admin-gallery'
const studioForm = (page: Page) => page.locator('.studio-layout__form')
const screenRow = (page: Page, title: string) => page.locator('.studio-screen', { hasText: title }).first()

/** A published copy of challenge_v1 of this test alone (deleted after it). */
async function ownFunnel(admin: import('./fixtures').AdminApi, content: import('./fixtures').Content, label: string) {
  const [original] = await admin.docs<FunnelDoc>('funnels?where[funnelId][equals]=challenge_v1&depth=0')
  const funnelId = uniqueFunnelId(label)
  const title = `Review ${funnelId}`
  const definition = { ...structuredClone(original!.definition), id: funnelId, title }
  const doc = await content.create<{ id: number }>('funnels', { funnelId, title, definition, _status: 'published' })
  return { id: doc.id, funnelId, title }
}

/** Where /experiment sends `count` new visitors (no cookies): funnel id → how many. */
async function drawVisitors(baseURL: string, count: number, from: string): Promise<Map<string, number>> {
  const landed = new Map<string, number>()
  for (let visitor = 0; visitor < count; visitor++) {
    const response = await fetch(`${baseURL}/experiment`, { redirect: 'manual', headers: { 'X-Forwarded-For': from } })
    const funnelId = /^\/experiment\/([a-z0-9_]+)/.exec(response.headers.get('location') ?? '')?.[1] ?? `status ${response.status}`
    landed.set(funnelId, (landed.get(funnelId) ?? 0) + 1)
  }
  return landed
}

test(
  'a marketer reviews a reordered funnel, publishes it as a 20 % test, then to everyone',
  { tag: '@shared-content' },
  async ({ page, baseURL, marketer, admin, content, newVisitor, clientAddress }) => {
    test.setTimeout(180_000)
    const consoleErrors = watchConsoleErrors(page)
    // The experiment is put back after the test; meanwhile it runs this funnel alone.
    await content.experiment()
    const live = await ownFunnel(admin, content, 'review')
    await admin.send('POST', 'globals/experiment', { variants: [{ funnelId: live.funnelId, weight: 100 }] })

    await signIntoAdminByApi(page, marketer)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`/admin/collections/funnels/${live.id}`)
    await expect(page.getByRole('tab', { name: 'Studio', selected: true })).toBeVisible()

    const added = `A word before the quiz ${Date.now()}`
    await test.step('move the age question to the top and add an information screen after the first question', async () => {
      // A row shows its move buttons once chosen (the list keeps one line per screen).
      await screenRow(page, 'What is your age?')
        .getByRole('button', { name: /^What is your age/ })
        .click()
      for (let step = 0; step < 2; step++)
        await screenRow(page, 'What is your age?')
          .getByRole('button', { name: /^Move .* up$/ })
          .click()
      await expect(page.locator('.studio-screen').first()).toContainText('What is your age?')
      await screenRow(page, 'Have you ever used AI?')
        .getByRole('button', { name: /^Have you ever used AI/ })
        .click()
      await page.getByLabel('New screen type').selectOption({ label: 'Information' })
      await page.getByRole('button', { name: 'Add screen' }).click()
      await studioForm(page).getByLabel('Title', { exact: true }).fill(added)
    })

    const sheet = await openReview(page)
    await test.step('the review lists each change, the moved screen from → to, and shows the changed screens in a phone', async () => {
      await expect(sheet.getByRole('region', { name: 'What changes for visitors' }).getByRole('listitem')).toHaveText([
        `Added the screen “${added}” (information) at position 3.`,
        'Moved the screen “What is your age?” (single choice) from position 3 to 1.',
      ])
      const changed = sheet.getByRole('group', { name: 'Show a changed screen' }).getByRole('button')
      await expect(changed).toHaveText(['1. “What is your age?” (single choice)', `3. “${added}” (information)`])
      const phone = sheet.frameLocator('iframe[title^="Review phone"]')
      await expect(phone.getByRole('heading', { name: 'What is your age?' })).toBeVisible()
      await changed.nth(1).click()
      await expect(phone.getByRole('heading', { name: added })).toBeVisible()
      expect(await seriousViolations(page, '.studio-review')).toEqual([])
      await galleryPhoto(page, { path: `${gallery}/review-sheet-1280.png` })
    })

    let testId = ''
    await test.step('publish as a test at 20 %', async () => {
      await sheet.getByRole('radio', { name: /^Publish as a test/ }).check()
      const share = sheet.getByRole('spinbutton', { name: 'Share of new visitors for the test (%)' })
      await expect(share).toHaveValue('20')
      await share.fill('95')
      await expect(sheet.getByRole('alert')).toHaveText('Enter a whole number from 1 to 90')
      await share.fill('20')
      await expect(
        sheet.getByText(`Of every 100 new visitors “${live.title}” gets, 20 see the test and 80 keep “${live.title}”.`),
      ).toBeVisible()
      expect(await seriousViolations(page, '.studio-review')).toEqual([])
      await sheet.getByRole('button', { name: 'Publish as a test to 20 %' }).click()
      await expect(sheet.getByRole('status')).toContainText(`“Test 1 of ${live.title}” is live as a test`)
      await galleryPhoto(page, { path: `${gallery}/review-sheet-tested-1280.png` })
      const link = await sheet.getByRole('link', { name: 'Open the test funnel' }).getAttribute('href')
      content.deleteAfter('funnels', Number(/funnels\/(\d+)$/.exec(link!)![1]))
      testId = `${live.funnelId}_test_1`
      const experiment = await admin.get<{ variants: { funnelId: string; weight: number }[] }>('globals/experiment?depth=0')
      expect(experiment.variants.map(({ funnelId, weight }) => ({ funnelId, weight }))).toEqual([
        { funnelId: live.funnelId, weight: 80 },
        { funnelId: testId, weight: 20 },
      ])
      await sheet.getByRole('button', { name: 'Close', exact: true }).click()
    })

    await test.step('new visitors are split about 80 / 20; the test shows the draft, the live funnel what it showed', async () => {
      // 400 draws at 20 %: 80 expected, 8 either side is one standard deviation; 52–108 is 3.5 of them.
      const landed = await drawVisitors(baseURL!, 400, clientAddress(7))
      expect([...landed.keys()].sort()).toEqual([live.funnelId, testId].sort())
      expect(landed.get(testId)).toBeGreaterThanOrEqual(52)
      expect(landed.get(testId)).toBeLessThanOrEqual(108)

      const tester = await newVisitor()
      await openFunnel(tester, `/experiment/${testId}`)
      await expect(heading(tester)).toHaveText('What is your age?')
      const earlier = await newVisitor()
      await openFunnel(earlier, `/experiment/${live.funnelId}`)
      await expect(heading(earlier)).toHaveText('Have you ever used AI?')
    })

    await test.step('publish the same draft to everyone', async () => {
      const again = await openReview(page)
      await expect(again.getByRole('radio', { name: /^Publish to everyone/ })).toBeChecked()
      await again.getByRole('button', { name: 'Publish to everyone', exact: true }).click()
      await expect(again).toBeHidden()
      await expect(page.getByText(/^Status:\s*Published$/)).toBeVisible()
      const visitor = await newVisitor()
      await expect(async () => {
        await openFunnel(visitor, `/onboarding/${live.funnelId}`)
        await expect(heading(visitor)).toHaveText('What is your age?', { timeout: 2000 })
      }).toPass({ timeout: 15_000 })
    })
    consoleErrors.expectNone()
  },
)

test('a draft with a problem is not published: the studio bar and the review list it and go to its field, which says what to do', async ({
  page,
  marketer,
  admin,
  content,
}) => {
  const consoleErrors = watchConsoleErrors(page)
  const funnel = await ownFunnel(admin, content, 'problem')
  await signIntoAdminByApi(page, marketer)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/admin/collections/funnels/${funnel.id}`)

  await screenRow(page, 'What is your main goal?')
    .getByRole('button', { name: /^What is your main goal/ })
    .click()
  await studioForm(page).getByLabel('Title', { exact: true }).fill('')
  const otherScreen = () =>
    screenRow(page, 'Have you ever used AI?')
      .getByRole('button', { name: /^Have you ever used AI/ })
      .click()
  const problemName = 'Screen 4 “GoalScreen” → Title: Give this screen a title'
  const title = studioForm(page).getByLabel('Title', { exact: true })

  // While editing, the studio's bar says the same in one line, opened on demand; each problem goes to its field.
  await otherScreen()
  const bar = page.getByRole('region', { name: 'Problems in this draft' })
  const toggle = bar.getByRole('button', { name: 'Fix this problem before publishing', exact: true })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  expect(await seriousViolations(page, '.funnel-studio')).toEqual([])
  await galleryPhoto(page, { path: `${gallery}/studio-problems-bar-1280.png` })
  await bar.getByRole('button', { name: problemName }).click()
  await expect(title).toBeFocused()

  // Another screen is open when the marketer presses Publish: the review takes them back.
  await otherScreen()
  const sheet = await openReview(page)
  await expect(sheet.getByRole('heading', { name: 'Fix this problem before publishing' })).toBeVisible()
  await expect(sheet.getByRole('button', { name: /Publish to everyone|Publish as a test/ })).toHaveCount(0)
  const problem = sheet.getByRole('button', { name: problemName })
  await expect(problem).toBeVisible()
  expect(await seriousViolations(page, '.studio-review')).toEqual([])
  await galleryPhoto(page, { path: `${gallery}/review-sheet-problems-1280.png` })
  await problem.click()

  await expect(sheet).toBeHidden()
  await expect(title).toBeFocused()
  await expect(title).toHaveAttribute('aria-invalid', 'true')
  await expect(studioForm(page).getByRole('alert').filter({ hasText: 'Give this screen a title' })).toBeVisible()
  // Payload's one-line toast never came: nothing was sent.
  await expect(page.getByText(/The following field is invalid/)).toHaveCount(0)
  expect((await admin.get<FunnelDoc>(`funnels/${funnel.id}?depth=0&draft=true`)).definition.screens[3]!.title).toBe(
    'What is your main goal?',
  )
  // Fixed, the bar has nothing to say.
  await title.fill('What is your main goal?')
  await expect(bar).toHaveCount(0)
  consoleErrors.expectNone()
})
