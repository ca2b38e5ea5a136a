import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { selectCurrentScreenId, toPersistedFunnel } from '@engine'
import { parseFunnel } from '@schemas/funnel/parse'
import type { Screen } from '@schemas/screens'
import { type FormTap, engineEvents } from '~/funnel/rules/form-events'
import { applyEvents, passLoaders, startOrRestore } from '~/funnel/server/machine.server'
import { galleryPhotos } from './gallery'
import { narrowWidths, type Overflow, overflowAt } from './overflow'

export const phone = { width: 375, height: 812 }
export const galleryDir = path.resolve('tests/e2e/.artifacts/gallery')

export const heading = (page: Page): Locator => page.getByRole('heading', { level: 1 })
export const screenTypeOf = async (page: Page) => (await page.locator('.fp').getAttribute('data-screen-type')) ?? ''
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Your progress' })
export const continueButton = (page: Page) => page.locator('.f-actions .f-button--primary')

/** Pages whose clock the test drives (installClock): their loaders are fast-forwarded, not waited for. */
const clocked = new WeakSet<Page>()

/**
 * Installs the page clock before the funnel opens. Time still flows as usual; passScreen then jumps
 * a loader's clock ahead (its own timers end it, as they would after its seconds) instead of waiting.
 */
export async function installClock(page: Page): Promise<void> {
  if (clocked.has(page)) return
  await page.clock.install()
  clocked.add(page)
}

/** Opens a funnel and waits until the engine runs in the browser (the page works before, too). */
export async function openFunnel(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await expect(page.locator('.fp[data-engine="live"]')).toBeVisible()
}

/** Runs `act` and waits for the funnel to show another step. */
export async function advance(page: Page, act: () => Promise<void>): Promise<void> {
  const before = await progress(page).getAttribute('aria-valuetext')
  await act()
  await expect(progress(page)).not.toHaveAttribute('aria-valuetext', before ?? '', { timeout: 15_000 })
}

/** Answers whatever the current screen asks with a plain, valid answer and moves on. */
export async function passScreen(page: Page): Promise<void> {
  const type = await screenTypeOf(page)
  await advance(page, async () => {
    switch (type) {
      case 'SingleOption':
      case 'YesNo':
      case 'IndianFirst':
        return page.getByRole('radio').first().click()
      case 'MultipleOption':
        await page.getByRole('checkbox').first().click()
        return continueButton(page).click()
      case 'Email':
        await page.getByLabel('Email address').fill('visitor@example.com')
        return continueButton(page).click()
      case 'Input':
        await page.getByRole('textbox').fill('Alex')
        return continueButton(page).click()
      case 'Loader':
      case 'LoaderWithPopups':
        // Moves on by itself, at once when its clock is driven.
        if (clocked.has(page)) await page.clock.fastForward(60_000)
        return
      case 'Paywall':
        return page.getByRole('button', { name: 'No thanks' }).click()
      default:
        return continueButton(page).first().click()
    }
  })
}

/** passScreen's plain answer to a screen, as the tap a form post would carry (app/funnel/rules/form-events.ts). */
function plainTaps(screen: Screen): FormTap[] {
  const first = 'options' in screen ? screen.options[0]?.id : undefined
  switch (screen.type) {
    case 'SingleOption':
    case 'YesNo':
    case 'IndianFirst':
      return [{ event: `answer.select:${first}` }]
    case 'MultipleOption':
      return [{ event: `answer.toggle:${first}` }, { event: 'nav.next' }]
    case 'Email':
      return [{ event: 'nav.next', email: 'visitor@example.com' }]
    case 'Input':
      return [{ event: 'nav.next', name: 'Alex' }]
    default:
      return [{ event: 'nav.next' }]
  }
}

/**
 * Saves the visitor's progress on `funnelId` past its first `screens` screens, answered plainly (as
 * passScreen does), the way the player saves it after each screen (POST /api/funnel-session, the
 * state the same engine works out), so the player opened next resumes on the screen after them
 * as it does in a new tab. Loaders pass by themselves on the way, as on the server's form posts.
 */
export async function resumeAfter(page: Page, funnelId: string, screens: number): Promise<void> {
  const parsed = parseFunnel(JSON.parse(readFileSync(`funnels/${funnelId}.json`, 'utf8')))
  if (!parsed.success) throw new Error(`funnels/${funnelId}.json: ${parsed.issues[0]?.message}`)
  const definition = parsed.data
  let stepped = startOrRestore(definition, undefined, new Date().toISOString())
  for (const screen of definition.screens.slice(0, screens)) {
    if (screen.type === 'Loader' || screen.type === 'LoaderWithPopups') continue
    const events = plainTaps(screen).flatMap((tap) => engineEvents(screen, tap))
    stepped = passLoaders(definition, applyEvents(definition, stepped.snapshot, events))
  }
  expect(selectCurrentScreenId(stepped.snapshot), 'the screen the progress resumes on').toBe(definition.screens[screens]?.id)
  const origin = new URL(test.info().project.use.baseURL ?? '').origin
  const saved = await page.request.post('/api/funnel-session', {
    data: { funnelId, state: toPersistedFunnel(stepped.snapshot, new Date().toISOString()) },
    headers: { Origin: origin },
  })
  expect(await saved.json()).toEqual({ saved: true })
}

/** Passes screens until `done` says stop (checked on each screen, the current one first). */
export async function passUntil(page: Page, done: (type: string, title: string) => boolean, limit = 40): Promise<void> {
  for (let step = 0; step < limit; step++) {
    const title = (await heading(page).textContent())?.trim() ?? ''
    if (done(await screenTypeOf(page), title)) return
    await passScreen(page)
  }
  throw new Error('the funnel did not reach the expected screen')
}

/**
 * The funnels whose full walk photographs the gallery (funnel-gallery.spec.ts) also measures each
 * screen there, so funnel-overflow.spec.ts does not walk them again.
 */
export const walkedByGallery = ['challenge_100k', 'challenge_v1']

export type ScreenOverflow = Overflow & { screen: string }

/**
 * What does not fit 320 px and 375 px phones on the screen shown now (none: an empty list). The page
 * is left at 375 × 812. With reduced motion, a screen stands still when it is measured (no slide-in).
 */
export async function screenOverflows(page: Page): Promise<ScreenOverflow[]> {
  const type = await screenTypeOf(page)
  const title = (await heading(page).textContent())?.trim() ?? ''
  const found: ScreenOverflow[] = []
  for (const viewport of narrowWidths) {
    const overflow = await overflowAt(page, viewport)
    if (overflow) found.push({ ...overflow, screen: `${type} "${title.slice(0, 50)}"` })
  }
  return found
}

/**
 * Saves one screenshot per screen type for the marketers' gallery (the first one each run sees), when
 * the run photographs (support/gallery.ts); either way the type counts as seen, and an animation
 * screen must show its animation.
 */
export async function captureScreen(page: Page, seen: Set<string>): Promise<void> {
  const type = await screenTypeOf(page)
  if (seen.has(type)) return
  seen.add(type)
  if (!galleryPhotos) {
    if (type === 'Lottie') await expect(page.locator('.f-lottie svg')).toBeVisible()
    return
  }
  mkdirSync(galleryDir, { recursive: true })
  const loader = type === 'Loader' || type === 'LoaderWithPopups'
  // A loader ends by itself after its seconds, and the waits below took longer on a loaded machine:
  // the next screen (the email) was photographed under the loader's name and never under its own. Its
  // clock stops here instead and runs 2.5 s on, so a popup or testimonial is in view.
  if (loader && clocked.has(page)) {
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
    await page.clock.runFor(2500)
  } else if (loader) await page.waitForTimeout(2500)
  // Lazy pictures off screen (later slides, avatars below the fold) never load; wait for the rest.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === 'lazy'))
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
  if (type === 'Lottie') await expect(page.locator('.f-lottie svg')).toBeVisible()
  await page.screenshot({ path: path.join(galleryDir, `${type}.png`), fullPage: true, animations: 'disabled' })
  if (loader && clocked.has(page)) await page.clock.resume()
}

export function galleryHas(type: string): boolean {
  return existsSync(path.join(galleryDir, `${type}.png`))
}
