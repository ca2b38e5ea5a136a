/**
 * The process's Prometheus metrics (served at /metrics by host/metrics.ts). One registry per
 * process: the host takes it from the server build (app/host-port.server.ts, decision 036), so the
 * host's request timings and the routes' payment and mail counts land in the same registry. Labels are bounded sets (route patterns,
 * providers, results, decline codes), never raw URLs or addresses
 * (docs/decisions/028-metrics-and-request-logs.md).
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

function createMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  // Gauges named like counters, which `promtool check metrics` flags; the resource counts say the same.
  for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) {
    registry.removeSingleMetric(name)
  }
  return {
    registry,
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request’s arrival to the end of its answer, by route pattern.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    requestsInFlight: new Gauge({ name: 'http_requests_in_flight', help: 'Requests being answered now.', registers: [registry] }),
    requestsShed: new Counter({
      name: 'http_requests_shed_total',
      help: 'Requests answered 503 at once because the process was saturated.',
      labelNames: ['reason'] as const,
      registers: [registry],
    }),
    dbDuration: new Histogram({
      name: 'db_operation_duration_seconds',
      help: 'Time of each database adapter operation Payload makes (find, count, create, …).',
      labelNames: ['operation'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    paymentReports: new Counter({
      name: 'payment_reports_total',
      help: 'Payment providers’ reports (webhooks) by provider, what the site did with them, the outcome and the decline code.',
      labelNames: ['provider', 'result', 'outcome', 'code'] as const,
      registers: [registry],
    }),
    mails: new Counter({
      name: 'mails_total',
      help: 'Emails handed to the mail transport (smtp) or kept in the outbox, by result.',
      labelNames: ['transport', 'result'] as const,
      registers: [registry],
    }),
  }
}

export type Metrics = ReturnType<typeof createMetrics>

let created: Metrics | undefined

export function metrics(): Metrics {
  return (created ??= createMetrics())
}

/** A decline code as a label: codes are short tokens (Solidgate's 0.01 … 7.xx); anything else is `other`. */
export function codeLabel(code: string | undefined): string {
  if (!code) return 'none'
  return /^[\w.-]{1,16}$/.test(code) ? code : 'other'
}
