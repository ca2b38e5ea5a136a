import { rmSync } from 'node:fs'
import { expect, type Page, test, uniqueFunnelId } from './test'
import { screenTypes } from '@schemas/screens/screen-types'
import { cancellationOnlyTypes } from '@schemas/funnel/kind-checks'
import { watchCsp } from './support/csp'
import { galleryPhotos } from './support/gallery'
import {
  captureScreen,
  galleryDir,
  galleryHas,
  heading,
  installClock,
  openFunnel,
  passScreen,
  phone,
  type ScreenOverflow,
  screenOverflows,
  screenTypeOf,
} from './support/funnel'

// One screenshot per screen type in tests/e2e/.artifacts/gallery/<ScreenType>.png, for marketers to
// see every screen the funnels can use (not in CI unless GALLERY_PHOTOS=1: support/gallery.ts). The
// tests run in order; the last checks the walks met every type a visitor's funnel can hold, and that
// their pictures are there. The save offer lives only in cancellation flows, which a visitor cannot open:
// tests/e2e/cancellation-flow.spec.ts plays it as a signed-in student.
test.describe.configure({ mode: 'serial' })
test.use({ viewport: phone, reducedMotion: 'reduce' })

const seen = new Set<string>()
test.beforeAll(() => rmSync(galleryDir, { recursive: true, force: true }))

/**
 * Walks a funnel from its first screen, photographing each type, to its last paywall or until
 * `stopAt` screens are done (loaders fast-forwarded). A whole walk also checks that every screen
 * fits 320 and 375 px phones (funnel-overflow.spec.ts's check, on this walk instead of another):
 * the walk runs with reduced motion, so a screen stands still when it is measured, and each
 * photograph (when the run takes them) is taken with motion as visitors see it (an animation
 * playing, the loader's ring).
 */
async function photograph(page: Page, url: string, stopAt?: number) {
  const whole = stopAt === undefined
  const screens = stopAt ?? 40
  const csp = watchCsp(page)
  await installClock(page)
  await openFunnel(page, url)
  const overflow: ScreenOverflow[] = []
  for (let step = 0; step < screens; step++) {
    if (!seen.has(await screenTypeOf(page))) {
      if (galleryPhotos) await page.emulateMedia({ reducedMotion: 'no-preference' })
      await captureScreen(page, seen)
      if (galleryPhotos) {
        await page.emulateMedia({ reducedMotion: 'reduce' })
        // The slide-in that motion replayed stops before the screen is measured.
        await page.waitForFunction(() =>
          document
            .getAnimations()
            .every((animation) => animation.playState !== 'running' || !Number.isFinite(animation.effect?.getComputedTiming().endTime)),
        )
      }
    }
    if (whole) overflow.push(...(await screenOverflows(page)))
    const type = await screenTypeOf(page)
    const last = type === 'Paywall' && (await page.getByRole('button', { name: 'No thanks' }).count()) === 0
    if (last || step === screens - 1) break
    await passScreen(page)
  }
  csp.expectNoViolations()
  expect(overflow, 'screens that do not fit 320 or 375 px').toEqual([])
}

test('the 100k challenge: intro, choices, animation, recap picture, gauge, popups, email, yes/no, chart, slider, paywalls; each screen fits 320 and 375 px', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await photograph(page, '/onboarding/challenge_100k')
})

test('challenge_v1: recaps, loader, name; each screen fits 320 and 375 px', async ({ page }) => {
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

const quizTypes = screenTypes.filter((type) => !cancellationOnlyTypes.includes(type))

test(`the walks meet all ${quizTypes.length} screen types of visitors' funnels${galleryPhotos ? `, each photographed in ${galleryDir}` : ''}`, () => {
  expect(quizTypes.filter((type) => !seen.has(type) || (galleryPhotos && !galleryHas(type)))).toEqual([])
})
