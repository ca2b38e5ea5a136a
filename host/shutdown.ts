import type { BackgroundWork } from '../app/background-work.server'
import type { CmsHost } from './cms-host'
import type { Drain } from './drain'

export type ShutdownParts = {
  drain: Drain
  work: BackgroundWork
  cms: CmsHost
  graceMs: number
  log?: (line: string) => void
}

/**
 * A stop in the order that lets no request fail (docs/decisions/027-clean-drain-on-stop.md):
 * readiness fails and the listener closes at once; requests in flight finish (up to the grace)
 * while the background jobs stop between runs; the admin host stops last, since the site's
 * requests to /cms/api and /admin pass through to it until the end. Resolves with the exit code.
 */
export async function shutdown({ drain, work, cms, graceMs, log = console.log }: ShutdownParts): Promise<number> {
  const busy = drain.inFlight()
  drain.begin()
  log(`› Stopping: ${busy} request${busy === 1 ? '' : 's'} in flight, up to ${graceMs / 1000} s to finish`)
  const [finished] = await Promise.all([drain.settled(graceMs), work.stop()])
  cms.child.removeAllListeners('exit')
  await cms.stop()
  if (!finished) {
    log(`✗ Stopped after the ${graceMs / 1000} s grace with ${drain.inFlight()} request(s) unfinished (SHUTDOWN_GRACE_SECONDS)`)
    return 1
  }
  log('✓ Stopped')
  return 0
}
