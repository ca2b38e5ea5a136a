import { reportingTimeZones } from '@schemas/analytics/reporting-time-zone'
import type { ReportFormValues } from '../rules/report-request'
import { zoneLabel } from './report-time'

export type ReportFormProps = {
  action: string
  values: ReportFormValues
  funnels: readonly { funnelId: string; title: string }[]
  errors: Record<string, string[]> | null
}

/**
 * The report's question as a plain GET form: the address holds the whole question, so a report
 * can be bookmarked or sent to a colleague, and nothing here needs script.
 */
export function ReportForm({ action, values, funnels, errors }: ReportFormProps) {
  const error = (field: string) =>
    errors?.[field]?.length ? (
      <span className="report-form__error" id={`report-${field}-error`}>
        {errors[field]!.join(' ')}
      </span>
    ) : null
  const describedBy = (field: string) => (errors?.[field]?.length ? `report-${field}-error` : undefined)
  const known = new Set(funnels.map((funnel) => funnel.funnelId))
  return (
    <form method="get" action={action} className="report-form" aria-label="Report filters">
      <label className="report-form__field">
        {/* Named by its label alone: a wrapping label would add the chosen funnel's title to its name. */}
        <span id="report-funnel-label">Funnel</span>
        <select
          name="funnelId"
          defaultValue={values.funnelId}
          aria-labelledby="report-funnel-label"
          aria-describedby={describedBy('funnelId')}
        >
          {known.has(values.funnelId) ? null : <option value={values.funnelId}>{values.funnelId}</option>}
          {funnels.map((funnel) => (
            <option key={funnel.funnelId} value={funnel.funnelId}>
              {funnel.title}
            </option>
          ))}
        </select>
        {error('funnelId')}
      </label>
      <label className="report-form__field">
        <span>From (first visit)</span>
        <input type="date" name="from" defaultValue={values.from} required aria-describedby={describedBy('from')} />
        {error('from')}
      </label>
      <label className="report-form__field">
        <span>To</span>
        <input type="date" name="to" defaultValue={values.to} required aria-describedby={describedBy('to')} />
        {error('to')}
      </label>
      <label className="report-form__field">
        <span>Count days in</span>
        <select name="timeZone" defaultValue={values.timeZone} required aria-describedby={describedBy('timeZone')}>
          {/* A zone off the list (a bookmarked report) stays as it was asked. */}
          {reportingTimeZones.some(({ zone }) => zone === values.timeZone) ? null : (
            <option value={values.timeZone}>{zoneLabel(values.timeZone)}</option>
          )}
          {reportingTimeZones.map(({ zone, label }) => (
            <option key={zone} value={zone}>
              {label}
            </option>
          ))}
        </select>
        {error('timeZone')}
      </label>
      <label className="report-form__field">
        <span>Traffic source</span>
        <input name="source" defaultValue={values.source} placeholder="all sources" aria-describedby={describedBy('source')} />
        {error('source')}
      </label>
      <fieldset className="report-form__variants" aria-describedby={describedBy('variants')}>
        <legend>Experiment variants to compare (leave all unticked for those the experiment ran in these dates)</legend>
        {funnels.map((funnel) => (
          <label key={funnel.funnelId} className="report-form__check">
            <input type="checkbox" name="variants" value={funnel.funnelId} defaultChecked={values.variants.includes(funnel.funnelId)} />{' '}
            {funnel.title}
          </label>
        ))}
        {error('variants')}
      </fieldset>
      {error('form')}
      <button type="submit" className="btn btn--style-primary btn--size-medium">
        Show report
      </button>
    </form>
  )
}
