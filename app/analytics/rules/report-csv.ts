import type { ScreenDropOff } from './drop-off-report'
import type { FunnelNumbers, FunnelReport, ScreenName } from './funnel-report'

type Cell = string | number | boolean | null | undefined

/**
 * The funnel report as CSV (RFC 4180, CRLF): the same numbers, in titled blocks separated by an
 * empty line — summary, screens, steps, revenue, then per variant, the experiment and its
 * sample-ratio periods. Screens read as the report names them (number and title first); rates read
 * as percentages with one decimal ("19.5%"). The raw screen id and ratio stay as the last columns,
 * money in minor units with its currency, times in milliseconds, so a spreadsheet can compute.
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
      ['conversion to purchase', percentCell(funnel.conversionToPurchase), funnel.conversionToPurchase],
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
          'conversion rate (ratio)',
          'paywall rate (ratio)',
        ],
        ...experiment.variants.map((variant, i) => {
          const paywall = experiment.paywall[i]
          const perVisitor = new Map(variant.revenuePerVisitor.map((row) => [row.currency, row.minorUnitsPerVisitor]))
          return [
            variant.variant,
            variant.weight,
            variant.visitors,
            variant.conversions,
            percentCell(variant.conversionRate),
            percentCell(variant.interval?.low),
            percentCell(variant.interval?.high),
            percentCell(variant.probabilityToBeBest),
            variant.expectedLoss,
            paywall?.reached,
            percentCell(paywall?.rate),
            variant.enoughSample,
            ...currencies.map((currency) => perVisitor.get(currency) ?? 0),
            variant.conversionRate,
            paywall?.rate,
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

/** A screen no longer in the published funnel has no number; where no definitions were read, its id is the title. */
function screenBlock(title: string, screens: readonly ScreenDropOff[], names: readonly ScreenName[] | undefined): Cell[][] {
  const byId = new Map(names?.map((name) => [name.screenId, name]))
  return [
    [title],
    [
      'screen',
      'title',
      'saw',
      'went on',
      'dropped off',
      'drop-off rate',
      'median time on screen (ms)',
      'screen id',
      'drop-off rate (ratio)',
    ],
    ...screens.map((row) => {
      const name = byId.get(row.screenId)
      return [
        name?.position,
        name?.title ?? (names ? 'A removed screen' : row.screenId),
        row.saw,
        row.wentOn,
        row.droppedOff,
        percentCell(row.dropOffRate),
        row.medianTimeOnScreenMs,
        row.screenId,
        row.dropOffRate,
      ]
    }),
  ]
}

function stepBlock(title: string, numbers: FunnelNumbers): Cell[][] {
  return [
    [title],
    ['step', 'sessions', 'share of started', 'share of started (ratio)'],
    ...numbers.steps.map((row) => [row.step, row.sessions, percentCell(row.shareOfStarted), row.shareOfStarted]),
  ]
}

/** A fraction as a percentage with one decimal (0.1951 → "19.5%"); nothing where there is no rate. */
export function percentCell(fraction: number | null | undefined): string {
  return typeof fraction === 'number' && Number.isFinite(fraction) ? `${(fraction * 100).toFixed(1)}%` : ''
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
