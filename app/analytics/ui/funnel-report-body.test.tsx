import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { rollupSessions } from '../rules/funnel-rollup'
import { buildFunnelReport } from '../rules/funnel-report'
import type { FunnelSession } from '../rules/funnel-session'
import { reportRange } from '../rules/rollup-period'
import { FunnelReportBody } from './funnel-report-body'
import { ReportForm } from './report-form'

function session(visitorId: string, variant: string, screens: string[], outcome: Partial<FunnelSession> = {}): FunnelSession {
  return {
    visitorId,
    funnelId: variant,
    variant,
    events: screens.map((screenId, i) => ({
      eventId: `${visitorId}-${i}`,
      name: 'screen.presented',
      visitorId,
      funnelId: variant,
      variant,
      screenId,
      occurredAt: new Date(Date.UTC(2025, 0, 1, 10, 0, i * 10)).toISOString(),
    })),
    ...outcome,
  }
}

const report = buildFunnelReport({
  input: { funnelId: 'a', from: '2025-01-01', to: '2025-01-01', timeZone: 'UTC' },
  range: reportRange('2025-01-01', '2025-01-01', 'UTC'),
  asOf: '2025-01-02T00:00:00.000Z',
  rollup: rollupSessions(
    [
      session('v1', 'a', ['intro', 'goal'], { checkout: true, purchase: true, revenue: { USD: 2000, EUR: 900 } }),
      session('v2', 'a', ['intro']),
      session('v3', 'b', ['intro', 'goal']),
    ],
    'hour',
  ),
  sampleSteps: [],
  screenOrders: { a: ['intro', 'goal'], b: ['intro', 'goal'] },
  settings: [{ from: -Infinity, weights: { a: 1, b: 1 } }],
})

describe('FunnelReportBody', () => {
  const html = renderToStaticMarkup(<FunnelReportBody report={report} csvHref="/cms/api/analytics/funnel-report.csv?funnelId=a" />)

  it('draws the steps and the screens as charts, each bar with its count and the share lost since the bar before', () => {
    expect(html).toContain('<figcaption>a: steps</figcaption>')
    expect(html).toContain('<figcaption>a: screens, in funnel order</figcaption>')
    // Two visitors saw intro, one went on to goal: 50% lost between the bars.
    expect(html).toMatch(/funnel-chart__lost"[^>]*>−50\.0%</)
  })

  it('shows revenue per visitor in each currency on its own, never summed', () => {
    expect(html).toContain('Revenue per visitor (EUR)')
    expect(html).toContain('Revenue per visitor (USD)')
    expect(html).toContain('$10.00 <small>of $20.00</small>')
    expect(html).toContain('€4.50 <small>of €9.00</small>')
  })

  it('holds back any winner wording until the sample allows it, and links the CSV', () => {
    expect(html).toContain('Not enough data yet: each variant needs 100 visitors and 10 purchases')
    expect(html).not.toMatch(/better:|leads with/)
    expect(html).toContain('href="/cms/api/analytics/funnel-report.csv?funnelId=a" download=""')
  })
})

describe("FunnelReportBody with the funnels' names", () => {
  const screens = [
    { screenId: 'intro', title: 'Welcome aboard', type: 'Info', position: 1 },
    { screenId: 'goal', title: 'Earn $100K in 2026 with AI — 20 minutes a day', type: 'Single choice', position: 2 },
  ]
  const named = { ...report, screenNames: { a: screens, b: screens } }
  const html = renderToStaticMarkup(
    <FunnelReportBody report={named} csvHref="/x.csv" titles={{ a: 'Challenge funnel', b: 'Challenge, short quiz' }} />,
  )

  it('names screens by their titles, with type and place as secondary text, and funnels by their titles', () => {
    expect(html).toContain(
      '<span class="report-screen__title">Earn $100K in 2026 with AI — 20 minutes a day</span> <small class="report-screen__meta">Single choice · screen 2</small>',
    )
    expect(html).toContain('<figcaption>Challenge funnel: steps</figcaption>')
    expect(html).not.toMatch(/>(intro|goal)</)
    expect(html).toContain('<th scope="row">Challenge, short quiz</th>')
  })

  it('wraps a long title beside its bar instead of cutting it, whole in the bar’s hover title', () => {
    expect(html).toContain(
      '<title>Earn $100K in 2026 with AI — 20 minutes a day</title><tspan x="172" dy="0">Earn $100K in 2026 with AI</tspan><tspan x="172" dy="14">— 20 minutes a day</tspan>',
    )
  })

  it("explains revenue per visitor and how experiment visitors differ from the funnel's", () => {
    expect(html).toContain('Revenue per visitor = what these visitors paid for plans and add-ons ÷ every visitor who started')
    expect(html).toContain('Experiment visitors are only those the experiment link sent to each variant')
  })
})

describe('ReportForm', () => {
  it('ties each error to its field and keeps what the marketer typed', () => {
    const html = renderToStaticMarkup(
      <ReportForm
        action="/admin/analytics"
        values={{ funnelId: 'gone_funnel', variants: ['b'], from: '2025-02-01', to: '2025-01-01', timeZone: 'Asia/Tashkent', source: 'fb' }}
        funnels={[
          { funnelId: 'a', title: 'A' },
          { funnelId: 'b', title: 'B' },
        ]}
        errors={{ to: ['The range ends before it starts'] }}
      />,
    )
    const to = /<input[^>]*name="to"[^>]*>/.exec(html)![0]
    expect(to).toContain('aria-describedby="report-to-error"')
    expect(to).toContain('value="2025-01-01"')
    expect(/<input[^>]*name="from"[^>]*>/.exec(html)![0]).not.toContain('aria-describedby')
    expect(html).toContain('<span class="report-form__error" id="report-to-error">The range ends before it starts</span>')
    // A funnel no longer listed (unpublished) is still offered, so the form asks what the address asked.
    expect(html).toContain('<option value="gone_funnel" selected="">gone_funnel</option>')
    expect(html).toContain('<input type="checkbox" name="variants" checked="" value="b"/>')
    expect(html).toContain('<input type="checkbox" name="variants" value="a"/>')
    // Days counted in a city of the site's list; a zone off the list (an old address) is kept as asked.
    expect(html).toContain('<option value="America/New_York">New York · US Eastern</option>')
    expect(html).toContain('<option value="Asia/Tashkent" selected="">Tashkent time · Asia</option>')
  })
})

describe('FunnelReportBody in a time zone', () => {
  const hourly = rollupSessions([session('v1', 'a', ['intro']), session('v3', 'b', ['intro', 'goal'])], 'hour')
  const berlin = buildFunnelReport({
    input: { funnelId: 'a', from: '2025-01-01', to: '2025-01-01', timeZone: 'Europe/Berlin' },
    range: reportRange('2025-01-01', '2025-01-01', 'Europe/Berlin'),
    asOf: '2025-01-02T00:00:00.000Z',
    rollup: hourly,
    sampleSteps: hourly.steps,
    screenOrders: { a: ['intro', 'goal'], b: ['intro', 'goal'] },
    settings: [
      { from: -Infinity, weights: { a: 1, b: 1 } },
      { from: Date.parse('2025-01-01T11:00:00Z'), weights: { a: 3, b: 1 } },
    ],
  })
  const html = renderToStaticMarkup(<FunnelReportBody report={berlin} csvHref="/x.csv" />)
  const text = html.replace(/<[^>]*>/g, ' ')

  it('speaks of the marketer’s zone by name, with its clock times, never of "UTC" or ISO dates', () => {
    expect(text).toContain('1 Jan 2025, by day, Berlin time')
    expect(text).toContain('until 2 Jan 2025, 01:00 Berlin time')
    expect(html).toContain('From (Berlin time)')
    expect(html).toContain('1 Jan 2025, 12:00')
    expect(text).not.toMatch(/UTC|\d{4}-\d{2}-\d{2}/)
  })
})
