/**
 * Lighthouse's mobile preset (a mid-range phone on slow 4G, simulated) on the pages visitors and
 * students open first (issue #12). Goals: performance ≥ 95, accessibility ≥ 95, best practices ≥ 95
 * (issue #17: accessibility and best practices have no slack, a page below 95 fails), CLS ≤ 0.02, LCP
 * ≤ 1.5 s. Each page's figures are printed against the goals and written to
 * test-results/lighthouse.json; a figure past its goal fails the suite.
 * A page past a goal on its first run is measured twice more and judged on the median of the three
 * (one run varies with the machine: Lighthouse advises the median of several).
 * The mobile preset slows the CPU 4× on every machine, so a slower or busier machine scored the same
 * page 90 where the reference machine scored 100 (CI, 2026-11-26: the layout yardstick took 90 ms
 * against the reference 40 ms). As Lighthouse itself advises (calibrate `cpuSlowdownMultiplier` to
 * the machine), the rate follows the same layout yardstick as the tap benchmark: the phone stays the
 * same, the machine running the test does not count.
 * 2026-11-24, scripts loaded after the first paint (app/http/defer-scripts.server.ts): performance
 * 99–100, LCP 0.66–0.91 s, CLS ≤ 0.002 (before: LCP 1.8–2.2 s, counted with the page's scripts).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import * as lighthouseConstants from 'lighthouse/core/config/constants.js'
import { chromiumArgs, chromiumExecutable } from './chromium'
import { phoneSlowdown } from './support/phone-cpu'
import { type APIRequestContext, expect, test, uniqueEmail } from './test'

const goals = { performance: 95, accessibility: 95, bestPractices: 95, cls: 0.02, lcpMs: 1500 }
/** The first page every buyer sees (issue #33) is held to the funnel's goals: LCP ≤ 1.2 s and TBT ≤ 200 ms. */
const buyerHomeGoals = { lcpMs: 1200, tbtMs: 200 }
const buyerHome = 'home, just bought (onboarding open)'
type Figures = {
  page: string
  performance: number
  accessibility: number
  bestPractices: number
  cls: number
  lcpMs: number
  tbtMs: number
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

function goalsOf(page: string) {
  return page === buyerHome ? { ...goals, ...buyerHomeGoals } : { ...goals, tbtMs: Infinity }
}

function unmetGoals(row: Figures): string[] {
  const goal = goalsOf(row.page)
  return [
    row.performance < goal.performance && 'performance',
    row.accessibility < goal.accessibility && 'accessibility',
    row.bestPractices < goal.bestPractices && 'best practices',
    row.cls > goal.cls && 'CLS',
    row.lcpMs > goal.lcpMs && 'LCP',
    row.tbtMs > goal.tbtMs && 'TBT',
  ].filter((name): name is string => Boolean(name))
}

/**
 * A student who has just bought, as the browser does it over HTTP: sign-up, the luck paywall's
 * order, Pay, and a test card on the Solidgate simulator's page. Nothing marks their product
 * onboarding finished, so their /home opens with the onboarding modal.
 */
async function justBoughtToken(request: APIRequestContext, baseURL: string): Promise<string> {
  const browser = { Origin: baseURL, 'Sec-Fetch-Site': 'same-origin' }
  const signup = await request.post('/api/auth/signup', {
    data: { email: uniqueEmail('buyer'), password: 'Buyer-1!pass' },
    headers: { Origin: baseURL },
  })
  expect(signup.ok(), await signup.text()).toBe(true)
  const { token } = (await signup.json()) as { token: string }
  const headers = { ...browser, Cookie: `payload-token=${token}` }
  const paywall = await (await request.get('/luck/paywall', { headers })).text()
  const planId = /name="planId" value="([^"]+)"/.exec(paywall)?.[1]
  expect(planId, 'the luck paywall offers a plan').toBeTruthy()
  const ordered = await request.post('/luck/paywall', { form: { planId: planId! }, headers, maxRedirects: 0 })
  const orderId = /order=(\d+)/.exec(ordered.headers()['location'] ?? '')?.[1]
  expect(orderId, `the paywall answered ${ordered.status()}`).toBeTruthy()
  const pay = await request.post(`/payment?order=${orderId}`, { form: {}, headers, maxRedirects: 0 })
  const provider = new URL(pay.headers()['location'] ?? '', baseURL).pathname
  const paid = await request.post(provider, {
    form: { card_number: '4000000000000077', expiry: '12/30', cvv: '123' },
    headers: browser,
    maxRedirects: 0,
  })
  expect(paid.status(), `the payment simulator at ${provider}`).toBe(303)
  return token
}

/** Each figure's median over three runs of one page. */
function medianOf(runs: Figures[]): Figures {
  const median = (pick: (row: Figures) => number) => runs.map(pick).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!
  return {
    page: runs[0]!.page,
    performance: median((row) => row.performance),
    accessibility: median((row) => row.accessibility),
    bestPractices: median((row) => row.bestPractices),
    cls: median((row) => row.cls),
    lcpMs: median((row) => row.lcpMs),
    tbtMs: median((row) => row.tbtMs),
  }
}

test('the first pages on a simulated phone: performance, accessibility, best practices, CLS and LCP meet their goals', async ({
  page,
  baseURL,
  student,
  clientAddress,
  request,
}) => {
  test.setTimeout(300_000)
  const cookie = `payload-token=${student.token}`
  await page.context().addCookies([{ name: 'payload-token', value: student.token, url: baseURL! }])
  await page.goto('/courses')
  await page.getByRole('link', { name: 'ChatGPT Essentials' }).click()
  await page.getByRole('link', { name: /^Start: / }).click()
  await expect(page).toHaveURL(/\/lesson\/\d+/)
  const lesson = new URL(page.url()).pathname
  const buyerCookie = `payload-token=${await justBoughtToken(request, baseURL!)}`

  // Lighthouse's own browser is one more client of this test (its own address, like every visitor's).
  const forwarded = { 'X-Forwarded-For': clientAddress(1) }
  const pages: { name: string; path: string; headers: Record<string, string> }[] = [
    { name: 'funnel first screen', path: '/onboarding/challenge_100k', headers: forwarded },
    { name: 'landing', path: '/', headers: forwarded },
    { name: 'sign-in', path: '/auth/signin', headers: forwarded },
    { name: 'home (signed in)', path: '/home', headers: { ...forwarded, Cookie: cookie } },
    { name: buyerHome, path: '/home', headers: { ...forwarded, Cookie: buyerCookie } },
    { name: 'lesson', path: lesson, headers: { ...forwarded, Cookie: cookie } },
  ]
  const port = await freePort()
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  })
  const { rate: cpuSlowdownMultiplier, layoutMs } = await phoneSlowdown(browser)
  console.log(`Lighthouse CPU slowdown ${cpuSlowdownMultiplier}× (layout yardstick ${layoutMs} ms)`)
  const throttling = { ...lighthouseConstants.throttling.mobileSlow4G, cpuSlowdownMultiplier }
  const figures: Figures[] = []
  const measure = async (target: (typeof pages)[number]): Promise<Figures> => {
    const result = await lighthouse(`${baseURL}${target.path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // The full-page screenshot only illustrates a report's elements; no audit scores it (1–4 s a page here).
      disableFullPageScreenshot: true,
      extraHeaders: target.headers,
      throttling,
    })
    const lhr = result!.lhr
    // A page Lighthouse could not measure (no paint, an error page) says why instead of scoring 0.
    if (lhr.runtimeError)
      console.log(
        `  ${target.name}: Lighthouse could not measure ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      )
    for (const category of ['accessibility', 'best-practices'] as const) {
      const failing = Object.values(lhr.audits).filter(
        (audit) => audit.score === 0 && lhr.categories[category]?.auditRefs.some((ref) => ref.id === audit.id),
      )
      for (const audit of failing) console.log(`  ${target.name}: ${category} audit failed — ${audit.id}: ${audit.title}`)
    }
    return {
      page: target.name,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 1).toFixed(3)),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 99_999),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 99_999),
    }
  }
  try {
    for (const target of pages) {
      const first = await measure(target)
      if (unmetGoals(first).length === 0) {
        figures.push(first)
        continue
      }
      // One run's timings vary with the machine (Lighthouse's own advice: judge the median of
      // several runs). A page past a goal is measured twice more and judged on the median.
      const runs = [first, await measure(target), await measure(target)]
      console.log(`  ${target.name}: past a goal on its first run (${unmetGoals(first).join(', ')}); the median of 3 runs counts`)
      figures.push(medianOf(runs))
    }
  } finally {
    await browser.close()
  }

  console.log(
    `Lighthouse, mobile preset (goals: performance ≥ ${goals.performance}, accessibility ≥ ${goals.accessibility}, best practices ≥ ${goals.bestPractices}, CLS ≤ ${goals.cls}, LCP ≤ ${goals.lcpMs} ms)`,
  )
  for (const row of figures) {
    const unmet = unmetGoals(row)
    const verdict = unmet.length ? `goals not met: ${unmet.join(', ')}` : 'goals met'
    console.log(
      `  ${row.page.padEnd(22)} performance ${row.performance}  accessibility ${row.accessibility}  best practices ${row.bestPractices}  CLS ${row.cls}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  (${verdict})`,
    )
  }
  mkdirSync('test-results', { recursive: true })
  writeFileSync('test-results/lighthouse.json', JSON.stringify({ goals, buyerHomeGoals, figures }, null, 2))

  for (const row of figures) {
    const goal = goalsOf(row.page)
    expect.soft(row.performance, `${row.page}: performance`).toBeGreaterThanOrEqual(goal.performance)
    expect.soft(row.accessibility, `${row.page}: accessibility`).toBeGreaterThanOrEqual(goal.accessibility)
    expect.soft(row.bestPractices, `${row.page}: best practices`).toBeGreaterThanOrEqual(goal.bestPractices)
    expect.soft(row.cls, `${row.page}: CLS`).toBeLessThanOrEqual(goal.cls)
    expect.soft(row.lcpMs, `${row.page}: LCP`).toBeLessThanOrEqual(goal.lcpMs)
    expect.soft(row.tbtMs, `${row.page}: TBT`).toBeLessThanOrEqual(goal.tbtMs)
  }
})
