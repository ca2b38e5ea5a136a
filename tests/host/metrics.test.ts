/**
 * /metrics (issue #48; docs/decisions/028-metrics-and-request-logs.md): Prometheus' text format as
 * promtool checks it, the requests this test made counted under their route pattern, and nothing
 * for a stranger. The suite's host trusts X-Forwarded-For from loopback (TRUST_PROXY=loopback), so
 * a call through `call()` comes from a stranger's address and a bare fetch from this machine.
 */
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { base, call } from '../security/support'

/** promtool comes with Debian's `prometheus` package (.ci/run installs it when missing). */
function promtoolCheck(text: string): { status: number | null; output: string } {
  const run = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' })
  if (run.error) throw new Error(`promtool is not installed (apt-get install prometheus): ${run.error.message}`)
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

/** The value of one series, e.g. `http_request_duration_seconds_count{method="GET",route="/readyz",status="200"}`. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  const line = text.split('\n').find((each) => each.startsWith(`${name}{`) && wanted.every((label) => each.includes(label)))
  return line ? Number(line.split(' ').at(-1)) : 0
}

const readMetrics = async () => {
  const answer = await fetch(`${base}/metrics`)
  expect(answer.status).toBe(200)
  return answer.text()
}

describe('/metrics', () => {
  it('passes promtool and counts the requests made, by route pattern and status', async () => {
    const labels = { method: 'GET', route: '/readyz', status: '200' }
    const before = sample(await readMetrics(), 'http_request_duration_seconds_count', labels)
    for (let i = 0; i < 5; i++) expect((await call('/readyz')).status).toBe(200)
    // Two pages of one route under different ids count as one pattern, never as two raw URLs.
    await call('/ai-tips/1')
    await call('/ai-tips/2')

    const text = await readMetrics()
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(before + 5)
    expect(text).not.toMatch(/route="\/ai-tips\/[12]"/)
    expect(text).toMatch(/route="\/ai-tips\/:tipId"/)
    for (const name of [
      'http_requests_in_flight',
      'db_operation_duration_seconds_count',
      'mail_queue_depth',
      'work_failed_items',
      'process_cpu_seconds_total',
    ]) {
      expect(text, name).toMatch(new RegExp(`^${name}`, 'm'))
    }
    const checked = promtoolCheck(text)
    expect(checked.output).toBe('')
    expect(checked.status).toBe(0)
  })

  it.skipIf(process.env.PAYMENT_SIMULATOR === 'false')('counts a payment report from the site’s code in the same registry', async () => {
    // The webhook route runs in the Remix server build, which carries its own copy of cms/metrics.ts.
    const labels = { provider: 'solidgate', result: 'unverified', outcome: 'none', code: 'signature' }
    const before = sample(await readMetrics(), 'payment_reports_total', labels)
    const refused = await call('/api/payments/solidgate/webhook', { method: 'POST', json: {} })
    expect(refused.status).toBe(401)
    expect(sample(await readMetrics(), 'payment_reports_total', labels)).toBe(before + 1)
  })

  it('is the 404 page to a stranger, with or without a made-up token', async () => {
    const stranger = await call('/metrics')
    expect(stranger.status).toBe(404)
    expect(await stranger.text()).not.toContain('http_request_duration_seconds')
    expect((await call('/metrics', { headers: { authorization: 'Bearer not-the-token-not-the-token-not-the' } })).status).toBe(404)
  })

  it('gives every answer a request id, keeping a well-formed one the caller sent', async () => {
    const fresh = await call('/readyz')
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const kept = await call('/readyz', { headers: { 'x-request-id': 'lb-1234.abc' } })
    expect(kept.headers.get('x-request-id')).toBe('lb-1234.abc')
    const replaced = await call('/readyz', { headers: { 'x-request-id': 'bad id with spaces' } })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})
