/**
 * What a phone feels (issue #12): the time from a tap to the next screen's heading on the screen,
 * with the CPU slowed to a phone's (4× on the reference machine, scaled by this machine's layout
 * speed: support/phone-cpu.ts), across funnel B. INP counts an interaction as good up to 200 ms; the goal is p75 ≤ 100 ms and none past 200 ms. Funnel B is walked three times, each in a fresh
 * tab; each screen's figure is the median of its three taps (as a lab benchmark takes the median of
 * runs: one walk on a shared 2-core machine swings by ±30 % from a GC or another process). The
 * figures are printed against the goals and written to test-results/phone-speed.json; the test
 * fails when one misses its goal.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { expect, test, type Page } from './test'
import { continueButton, heading, openFunnel, phone, screenTypeOf } from './support/funnel'
import { phoneSlowdown, referenceLayoutMs } from './support/phone-cpu'

test.use({ viewport: phone })

const goals = { p75: 100, max: 200 }
const walks = 3

declare global {
  interface Window {
    __tap?: { start: number; heading: string; painted?: number }
  }
}

type Tap = { screen: string; type: string; ms: number }

/** One walk of funnel B to its paywall in a fresh tab: each tap's time to the next heading painted. */
async function walk(page: Page, cpuSlowdown: number): Promise<Tap[]> {
  await openFunnel(page, '/onboarding/challenge_100k')
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  // The tap's own timestamp, and the first frame after the heading changed (rAF, then a task: painted).
  await page.evaluate(() => {
    addEventListener(
      'pointerdown',
      (event) => {
        window.__tap = { start: event.timeStamp, heading: document.querySelector('h1')?.textContent ?? '' }
      },
      { capture: true },
    )
    new MutationObserver(() => {
      const tap = window.__tap
      const text = document.querySelector('h1')?.textContent ?? ''
      if (!tap || tap.painted !== undefined || text === tap.heading) return
      tap.painted = -1
      requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => (tap.painted = performance.now())
        channel.port2.postMessage(null)
      })
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })

  const taps: Tap[] = []
  for (let step = 0; step < 40; step++) {
    const type = await screenTypeOf(page)
    if (type === 'Paywall') break
    const title = ((await heading(page).textContent()) ?? '').trim()
    if (type === 'Loader' || type === 'LoaderWithPopups') {
      await expect(heading(page)).not.toHaveText(title, { timeout: 30_000 }) // moves on by itself: no tap to time
      continue
    }
    if (type === 'MultipleOption') await page.getByRole('checkbox').first().click()
    if (type === 'Email') await page.getByLabel('Email address').fill('phone-speed@example.com')
    if (type === 'Input') await page.getByRole('textbox').fill('Alex')
    const target = ['SingleOption', 'YesNo', 'IndianFirst'].includes(type) ? page.getByRole('radio').first() : continueButton(page).first()
    await target.click()
    await page.waitForFunction(() => (window.__tap?.painted ?? -1) > 0, undefined, { timeout: 15_000 })
    const ms = await page.evaluate(() => window.__tap!.painted! - window.__tap!.start)
    taps.push({ screen: title, type, ms: Math.round(ms) })
  }
  await cdp.detach()
  return taps
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

test('funnel B: tap → next screen on a phone’s CPU (4× the reference machine) meets its goals', async ({ browser, extraHTTPHeaders }) => {
  test.setTimeout(360_000)
  // The phone the goals were set for: 4× on the reference machine, scaled by this one's layout speed.
  const { rate: cpuSlowdown, layoutMs } = await phoneSlowdown(browser)
  const runs: Tap[][] = []
  for (let run = 0; run < walks; run++) {
    const context = await browser.newContext({ viewport: phone, ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}) })
    runs.push(await walk(await context.newPage(), cpuSlowdown))
    await context.close()
  }
  // The same screens in the same order each walk: funnel B has no branches on the first options.
  expect(runs.map((taps) => taps.map((tap) => tap.screen))).toEqual(runs.map(() => runs[0]!.map((tap) => tap.screen)))
  const taps = runs[0]!.map((tap, i) => ({ ...tap, ms: median(runs.map((taps) => taps[i]!.ms)), walks: runs.map((taps) => taps[i]!.ms) }))

  const sorted = taps.map((tap) => tap.ms).sort((a, b) => a - b)
  const p75 = sorted[Math.ceil(sorted.length * 0.75) - 1] ?? 0
  const max = sorted.at(-1) ?? 0
  const verdict = p75 <= goals.p75 && max <= goals.max ? 'goals met' : `goals p75 ≤ ${goals.p75} ms, max ≤ ${goals.max} ms NOT met`
  console.log(
    `tap → next heading painted, ${cpuSlowdown}× CPU slowdown (layout yardstick ${layoutMs} ms, reference ${referenceLayoutMs} ms at 4×), ${taps.length} taps, median of ${walks} walks: p75 ${p75} ms, max ${max} ms (${verdict})`,
  )
  for (const tap of taps)
    console.log(`  ${String(tap.ms).padStart(4)} ms  ${tap.type.padEnd(16)} ${tap.screen}  (walks: ${tap.walks.join(', ')})`)
  mkdirSync('test-results', { recursive: true })
  writeFileSync(
    'test-results/phone-speed.json',
    JSON.stringify({ cpuSlowdown, layoutMs, referenceLayoutMs, walks, p75, max, goals, taps }, null, 2),
  )

  expect(taps.length).toBeGreaterThan(20)
  expect(p75).toBeLessThanOrEqual(goals.p75)
  expect(max).toBeLessThanOrEqual(goals.max)
})
