import { rmSync } from 'node:fs'
import { expect, type Page, test, uniqueFunnelId } from './test'
import { screenTypes } from '@schemas/screens/screen-types'
import { watchCsp } from './support/csp'
import { captureScreen, galleryDir, galleryHas, heading, openFunnel, passScreen, phone, screenTypeOf } from './support/funnel'

// One screenshot per screen type in tests/e2e/.artifacts/gallery/<ScreenType>.png, for marketers to
// see every screen the funnels can use. The tests run in order; the last checks all 20 are there.
test.describe.configure({ mode: 'serial' })
test.use({ viewport: phone })

const seen = new Set<string>()
test.beforeAll(() => rmSync(galleryDir, { recursive: true, force: true }))

/** Walks a funnel from its first screen, photographing each type, until `stopAt` screens are done. */
async function photograph(page: Page, url: string, stopAt = 40) {
  const csp = watchCsp(page)
  await openFunnel(page, url)
  for (let step = 0; step < stopAt; step++) {
    await captureScreen(page, seen)
    const type = await screenTypeOf(page)
    const last = type === 'Paywall' && (await page.getByRole('button', { name: 'No thanks' }).count()) === 0
    if (last || step === stopAt - 1) break
    await passScreen(page)
  }
  csp.expectNoViolations()
}

test('the 100k challenge: intro, choices, animation, recap picture, gauge, popups, email, yes/no, chart, slider, paywalls', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await photograph(page, '/onboarding/challenge_100k')
})

test('challenge_v1: recaps, loader, name', async ({ page }) => {
  test.setTimeout(150_000)
  await photograph(page, '/onboarding/challenge_v1')
})

test('challenge_v2 opens with the picture question', async ({ page }) => {
  await photograph(page, '/onboarding/challenge_v2', 1)
})

test('product onboarding: slides, intro lesson, lesson finished', async ({ page }) => {
  await photograph(page, '/onboarding/product_v2', 4)
})

test('a skippable interstitial (no live funnel uses one yet)', async ({ page, content }) => {
  // A funnel of this test alone (a repeat would find a fixed id taken), deleted after it.
  const id = uniqueFunnelId('gallery_skip')
  const definition = {
    schemaVersion: 1,
    id,
    version: 1,
    title: 'Gallery: skippable screen',
    description: 'Shows the Skip screen type in the gallery.',
    settings: {},
    screens: [
      { id: 'tips', type: 'Skip', title: 'Want a 2-minute tour of your AI tools?', image: 'social-proof.svg', nextButtonTitle: 'Show me' },
      { id: 'done', type: 'ProductOnboarding', title: 'You are all set' },
    ],
  }
  await content.create('funnels', { funnelId: id, title: definition.title, definition, _status: 'published' })
  await photograph(page, `/onboarding/${id}`, 1)
  await expect(heading(page)).toHaveText('Want a 2-minute tour of your AI tools?')
})

test(`the gallery in ${galleryDir} has all ${screenTypes.length} screen types`, () => {
  expect(screenTypes.filter((type) => !seen.has(type) || !galleryHas(type))).toEqual([])
})
