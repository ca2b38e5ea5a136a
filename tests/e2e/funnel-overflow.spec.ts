import { readdirSync } from 'node:fs'
import { expect, type Page, test } from './test'
import { advance, openFunnel, passScreen, type ScreenOverflow, screenOverflows, screenTypeOf, walkedByGallery } from './support/funnel'

/**
 * Every screen of every funnel fits 320 px and 375 px phones: no horizontal scrolling. One page per
 * funnel walks it from the first screen to the last on plain answers and, on each screen, measures
 * at both widths (a resize is cheaper than a second walk). Loaders are fast-forwarded with the
 * page clock instead of waited for, so the walk has no sleeps; with reduced motion a screen stands
 * still when it is measured instead of sliding in. The funnels the gallery walks whole are measured
 * on that walk (funnel-gallery.spec.ts).
 */
test.use({ reducedMotion: 'reduce' })

const funnelIds = readdirSync('funnels')
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''))
  .filter((funnelId) => !walkedByGallery.includes(funnelId))
  .sort()

const step = (page: Page) => page.getByRole('progressbar', { name: 'Your progress' }).getAttribute('aria-valuetext')

for (const funnelId of funnelIds) {
  test(`${funnelId}: every screen fits 320 and 375 px without horizontal scrolling`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.clock.install()
    await openFunnel(page, `/onboarding/${funnelId}`)
    const found: ScreenOverflow[] = []
    for (let screens = 0; screens < 40; screens++) {
      const type = await screenTypeOf(page)
      found.push(...(await screenOverflows(page)))
      const [, at, total] = /(\d+) of (\d+)/.exec((await step(page)) ?? '') ?? []
      const lastPaywall = type === 'Paywall' && (await page.getByRole('button', { name: 'No thanks' }).count()) === 0
      if (at === total || lastPaywall) break
      if (type === 'Loader' || type === 'LoaderWithPopups') await advance(page, () => page.clock.fastForward(60_000))
      else await passScreen(page)
    }
    expect(found).toEqual([])
  })
}
