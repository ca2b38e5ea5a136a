/**
 * How many new renders each turn of the event loop may start (docs/decisions/040-renders-paced-by-loop-turn.md).
 *
 * Node accepts one new connection per turn of its event loop (Node 20 and 24 on Linux: 100
 * connections that arrive together are accepted over 100 turns), and a turn runs everything that
 * became ready in it. Under 100 connections a signed-in page's loaders and render (~3.5 ms of CPU,
 * most of it without a real wait on SQLite) all ran inside the turn that read the request, so turns
 * grew to 300 ms and the last connections waited seconds to be accepted at all, before any code of
 * ours could queue or shed them. So a turn starts a few renders and leaves the rest to later turns:
 * one more than last time while turns take less CPU than `targetMs`, half as many when one takes
 * more. Between two turns the loop polls, so connections are accepted and requests read.
 */
export type TurnPacerOptions = {
  /** How much CPU a turn may take before fewer renders start per turn. */
  targetMs: number
  /** Never more than this many per turn. */
  most: number
  /** Called when a new turn may start renders (the caller admits what waits). */
  onNewTurn: () => void
  clock?: () => number
  /** Runs `next` once the loop has polled for I/O again: two setImmediate hops, as one scheduled while polling runs in the same turn. */
  afterPoll?: (next: () => void) => void
}

export type TurnPacer = {
  /** Whether one more render may start in this turn (at least `floor` may, whatever the turns cost); counts it when it may. */
  tryStart: (floor?: number) => boolean
  /** Renders a turn may start now (for tests and metrics). */
  allowance: () => number
}

const afterNextPoll = (next: () => void) => void setImmediate(() => setImmediate(next))

type CpuUsageOf = () => NodeJS.CpuUsage
const threadCpuUsage = (process as { threadCpuUsage?: CpuUsageOf }).threadCpuUsage?.bind(process)

/**
 * CPU time this thread has used, in ms (Node 23.9+; the process's on older Node). A turn counts the
 * CPU it took, not the wall time: on a machine shared with other work, a turn made long by waiting
 * for the CPU says nothing about how many renders fit in it.
 */
export function threadCpuMs(): number {
  const { user, system } = threadCpuUsage ? threadCpuUsage() : process.cpuUsage()
  return (user + system) / 1000
}

export function turnPacer({ targetMs, most, onNewTurn, clock = threadCpuMs, afterPoll = afterNextPoll }: TurnPacerOptions): TurnPacer {
  let allowance = 1
  let started = 0
  let turnOpen = false
  let turnStartedAt = clock()

  const endTurn = () => {
    const now = clock()
    allowance = now - turnStartedAt < targetMs ? Math.min(most, allowance + 1) : Math.max(1, Math.floor(allowance / 2))
    turnOpen = false
    onNewTurn()
  }

  return {
    tryStart(floor = 1) {
      if (!turnOpen) {
        turnOpen = true
        started = 0
        turnStartedAt = clock()
        afterPoll(endTurn)
      }
      if (started >= Math.max(allowance, floor)) return false
      started++
      return true
    },
    allowance: () => allowance,
  }
}
