import { readdirSync } from 'node:fs'
import { expect, type Page, test } from './test'
import {
  installClock,
  openFunnel,
  resumeAfter,
  passScreen,
  type ScreenOverflow,
  screenOverflows,
  screenTypeOf,
  walkedByGallery,
} from './support/funnel'
import { inputsOf, readFunnel, renderedInputs } from './support/screen-inputs'

/**
 * Every screen of every funnel fits 320 px and 375 px phones: no horizontal scrolling. Each screen
 * is measured at both widths (a resize is cheaper than a second walk) once: the funnels the gallery
 * walks whole are measured on that walk (funnel-gallery.spec.ts), and a screen here whose rendered
 * inputs (support/screen-inputs.ts: its definition, the settings it reads, the answers it recalls)
 * are those of a screen measured there renders the same page, so it is passed, not measured again.
 * The challenge_100k variants share that funnel's screens and differ in settings: only the screens
 * that read what a variant changes are measured (challenge_100k_v2, the same screens reordered, has
 * none). A walk starts on its first such screen: the progress past the screens before it, answered
 * plainly, is saved as the player saves it, and the player resumes there as in a new tab. Loaders
 * are fast-forwarded with the page clock; with reduced motion a screen stands still when it is
 * measured instead of sliding in.
 */
test.use({ reducedMotion: 'reduce' })

const measuredByGallery = inputsOf(walkedByGallery)
const funnels = readdirSync('funnels')
  .filter((file) => file.endsWith('.json'))
  .map((file) => readFunnel(file.replace(/\.json$/, '')))
  // Visitors' funnels: a cancellation flow plays only for a student who cancels (decision 034).
  .filter((funnel) => funnel.kind !== 'cancellation' && !walkedByGallery.includes(funnel.id))
  .map((funnel) => ({
    funnel,
    toMeasure: funnel.screens.flatMap((screen, index) => (measuredByGallery.has(renderedInputs(funnel, screen)) ? [] : [index])),
  }))
  .filter(({ toMeasure }) => toMeasure.length > 0)
  .sort((a, b) => a.funnel.id.localeCompare(b.funnel.id))

const step = (page: Page) => page.getByRole('progressbar', { name: 'Your progress' })

for (const { funnel, toMeasure } of funnels) {
  const loader = (index: number) => ['Loader', 'LoaderWithPopups'].includes(funnel.screens[index]!.type)
  // Progress is never resumed on a loader (it would go back to the screen before): the walk enters it.
  const first = toMeasure[0]! - (loader(toMeasure[0]!) ? 1 : 0)
  const last = toMeasure.at(-1)!
  const screens =
    toMeasure.length === funnel.screens.length ? 'every screen fits' : `screens ${toMeasure.map((index) => index + 1).join(', ')} fit`
  test(`${funnel.id}: ${screens} 320 and 375 px without horizontal scrolling`, async ({ page }) => {
    test.setTimeout(90_000)
    await installClock(page)
    if (first > 0) await resumeAfter(page, funnel.id, first)
    await openFunnel(page, `/onboarding/${funnel.id}`)
    const found: ScreenOverflow[] = []
    for (let index = first; index <= last; index++) {
      if (index > first) await passScreen(page)
      await expect(step(page)).toHaveAttribute('aria-valuetext', `Step ${index + 1} of ${funnel.screens.length}`)
      expect(await screenTypeOf(page)).toBe(funnel.screens[index]!.type)
      if (toMeasure.includes(index)) found.push(...(await screenOverflows(page)))
    }
    expect(found).toEqual([])
  })
}
