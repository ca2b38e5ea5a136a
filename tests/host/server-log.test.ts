/**
 * The host's output reads as plain lines (issue #10): Payload's log entries come out as
 * `[time] LEVEL: message  key=value`, not as pino's JSON objects mixed in with the start-up lines.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, inject, it } from 'vitest'
import { call } from '../security/support'

function isJsonObject(line: string): boolean {
  try {
    const value: unknown = JSON.parse(line)
    return typeof value === 'object' && value !== null
  } catch {
    return false
  }
}

describe.skipIf(process.env.PAYMENT_SIMULATOR === 'false')('the host’s log', () => {
  it('shows a Payload warning as a plain line, and no line of it is JSON', async () => {
    // An unsigned webhook is refused and logged through Payload's logger, in the host process.
    const answer = await call('/api/payments/solidgate/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(answer.status).toBe(401)

    const warning = /^\[\d\d:\d\d:\d\d\] WARN: payment webhook refused {2}provider=solidgate reason=signature\b/m
    let log = ''
    for (let tries = 0; tries < 40 && !warning.test(log); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      log = readFileSync(inject('serverLog'), 'utf8')
    }
    expect(log).toMatch(warning)
    expect(log.split('\n').filter(isJsonObject)).toEqual([])
  })
})
