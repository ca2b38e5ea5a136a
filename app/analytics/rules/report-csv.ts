import type { ScreenDropOff } from './drop-off-report'
import type { FunnelNumbers, FunnelReport, ScreenName } from './funnel-report'

type Cell = string | number | boolean | null | undefined

/**
 * The funnel report as CSV (RFC 4180, CRLF): the same numbers, in titled blocks separated by an
 * empty line — summary, screens, steps, revenue, then per variant, the experiment and its
 * sample-ratio periods. Rates are fractions (0.25), money is minor units with its currency, times
 * are milliseconds, so a spreadsheet computes with them as they are.
 */
export function reportCsv(report: FunnelReport): string {
  const { input, range, funnel, variants, experiment } = report
  const blocks: Cell[][][] = [
    [
      ['Funnel report'],
      ['funnel', input.funnelId],
      ['from', input.from],
      ['to', input.to],
      ['time zone', input.timeZone],
      ['counted from (UTC)', range.fromUtc],
      ['counted until (UTC)', range.toUtc],
      ['exact range', range.exact],
      ['source', input.source ?? 'all'],
      ['events received until', report.asOf],
      ['visitors', funnel.visitors],
      ['conversion to purchase', funnel.conversionToPurchase],
    ],
    screenBlock('Screens', funnel.screens, report.screenNames?.[input.funnelId]),
    stepBlock('Steps', funnel),
    [
      ['Revenue'],
      ['currency', 'revenue (minor units)', 'revenue per visitor (minor units)'],
      ...funnel.revenue.map((row) => [row.currency, row.minorUnits, row.minorUnitsPerVisitor]),
    ],
  ]
  for (const variant of variants) {
    blocks.push(
      screenBlock(`Screens: ${variant.variant}`, variant.screens, report.screenNames?.[variant.variant]),
      stepBlock(`Steps: ${variant.variant}`, variant),
    )
  }
  if (experiment) {
    const currencies = [...new Set(experiment.variants.flatMap((variant) => variant.revenuePerVisitor.map((row) => row.currency)))].sort()
    blocks.push(
      [
        ['Experiment'],
        ['status', experiment.status],
        ['leader', experiment.leader],
        ['sample ratio mismatch', experiment.sampleRatioMismatch],
        ['interval', experiment.intervalLabel],
        ['minimum visitors per variant', experiment.minimumSample.visitors],
        ['minimum conversions per variant', experiment.minimumSample.conversions],
      ],
      [
        ['Variants'],
        [
          'variant',
          'weight',
          'visitors',
          'purchases',
          'conversion rate',
          'interval low',
          'interval high',
          'probability to be best',
          'expected loss',
          'paywall reached',
          'paywall rate',
          'enough sample',
          ...currencies.map((currency) => `revenue per visitor ${currency} (minor units)`),
        ],
        ...experiment.variants.map((variant, i) => {
          const paywall = experiment.paywall[i]
          const perVisitor = new Map(variant.revenuePerVisitor.map((row) => [row.currency, row.minorUnitsPerVisitor]))
          return [
            variant.variant,
            variant.weight,
            variant.visitors,
            variant.conversions,
            variant.conversionRate,
            variant.interval?.low,
            variant.interval?.high,
            variant.probabilityToBeBest,
            variant.expectedLoss,
            paywall?.reached,
            paywall?.rate,
            variant.enoughSample,
            ...currencies.map((currency) => perVisitor.get(currency) ?? 0),
          ]
        }),
      ],
      [
        ['Sample ratio by weight period'],
        ['from (UTC)', 'to (UTC)', 'variant', 'weight', 'visitors', 'chi-square', 'p-value', 'mismatch'],
        ...experiment.samplePeriods.flatMap((period) =>
          Object.keys(period.weights).map((variant) => [
            period.from,
            period.to,
            variant,
            period.weights[variant],
            period.visitors[variant],
            period.check?.chiSquare,
            period.check?.pValue,
            period.check?.mismatch,
          ]),
        ),
      ],
    )
  }
  return blocks.map((block) => block.map((row) => row.map(csvCell).join(',')).join('\r\n')).join('\r\n\r\n') + '\r\n'
}

/** The screen's title is the last column, so columns read by position before it was added stay where they were. */
function screenBlock(title: string, screens: readonly ScreenDropOff[], names: readonly ScreenName[] = []): Cell[][] {
  const titleOf = (screenId: string) => names.find((name) => name.screenId === screenId)?.title
  return [
    [title],
    ['screen', 'saw', 'went on', 'dropped off', 'drop-off rate', 'median time on screen (ms)', 'screen title'],
    ...screens.map((row) => [
      row.screenId,
      row.saw,
      row.wentOn,
      row.droppedOff,
      row.dropOffRate,
      row.medianTimeOnScreenMs,
      titleOf(row.screenId),
    ]),
  ]
}

function stepBlock(title: string, numbers: FunnelNumbers): Cell[][] {
  return [[title], ['step', 'sessions', 'share of started'], ...numbers.steps.map((row) => [row.step, row.sessions, row.shareOfStarted])]
}

/**
 * Quotes what needs it, and defuses text a spreadsheet would run as a formula (= + - @ at the
 * start): screen ids and sources come from marketers and ad links.
 */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}
