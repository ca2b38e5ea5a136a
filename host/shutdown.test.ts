import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import type { CmsHost } from './cms-host'
import type { Drain } from './drain'
import { shutdown } from './shutdown'

/** A stop's parts that write down what happened to them, in order. */
function parts(requestsFinish: boolean) {
  const steps: string[] = []
  let finishRequests: (finished: boolean) => void = () => undefined
  const drain: Drain = {
    isDraining: () => steps.includes('drain.begin'),
    inFlight: () => (steps.includes('requests finished') ? 0 : 3),
    begin: () => void steps.push('drain.begin'),
    settled: () => new Promise((resolve) => (finishRequests = resolve)),
  }
  const work = { stop: async () => void steps.push('background stopped') }
  const cms = { url: '', child: new EventEmitter(), stop: async () => void steps.push('admin stopped') } as unknown as CmsHost
  const log: string[] = []
  const stopped = shutdown({ drain, work, cms, graceMs: 25_000, log: (line) => log.push(line) })
  const finish = async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
    steps.push(requestsFinish ? 'requests finished' : 'grace over')
    finishRequests(requestsFinish)
    return stopped
  }
  return { steps, log, finish }
}

describe('shutdown', () => {
  it('fails readiness first, lets requests finish, and stops the admin host last', async () => {
    const { steps, log, finish } = parts(true)
    expect(await finish()).toBe(0)
    expect(steps).toEqual(['drain.begin', 'background stopped', 'requests finished', 'admin stopped'])
    expect(log).toEqual(['› Stopping: 3 requests in flight, up to 25 s to finish', '✓ Stopped'])
  })

  it('exits 1 and says what was cut when the grace runs out', async () => {
    const { steps, log, finish } = parts(false)
    expect(await finish()).toBe(1)
    expect(steps.at(-1)).toBe('admin stopped')
    expect(log.at(-1)).toBe('✗ Stopped after the 25 s grace with 3 request(s) unfinished (SHUTDOWN_GRACE_SECONDS)')
  })
})
