import { describe, expect, it } from 'vitest'
import { turnPacer } from './turn-pacer'

/** A pacer on a hand-moved clock whose turns end when the test says the loop polled. */
function pacedLoop(targetMs: number, most: number) {
  let now = 0
  const polled: (() => void)[] = []
  let newTurns = 0
  const pacer = turnPacer({
    targetMs,
    most,
    clock: () => now,
    afterPoll: (next) => void polled.push(next),
    onNewTurn: () => newTurns++,
  })
  /** Starts as many renders as the turn allows, each taking `renderMs`, then lets the loop poll. */
  const turn = (renderMs: number) => {
    let started = 0
    while (started < most + 1 && pacer.tryStart()) {
      started++
      now += renderMs
    }
    const endTurn = polled.shift()
    endTurn?.()
    return started
  }
  return { pacer, turn, newTurns: () => newTurns, polls: () => polled.length }
}

describe('turnPacer', () => {
  it('starts one render in a turn, then one more per turn while turns stay short, up to the most', () => {
    const loop = pacedLoop(8, 4)
    expect([1, 2, 3, 4, 5, 6].map(() => loop.turn(1))).toEqual([1, 2, 3, 4, 4, 4])
  })

  it('halves what a turn starts once a turn runs past the target, never below one', () => {
    const loop = pacedLoop(8, 8)
    for (let turns = 0; turns < 8; turns++) loop.turn(0.5)
    expect(loop.pacer.allowance()).toBe(8)
    // 8 renders of 3 ms: a 24 ms turn. Then it settles around the 8 ms target.
    expect(loop.turn(3)).toBe(8)
    expect([1, 2, 3, 4, 5].map(() => loop.turn(3))).toEqual([4, 2, 3, 1, 2])
  })

  it('ends each turn once, after the loop polled, and then lets what waits start', () => {
    const loop = pacedLoop(8, 2)
    expect(loop.pacer.tryStart()).toBe(true)
    expect(loop.pacer.tryStart()).toBe(false)
    expect(loop.polls()).toBe(1)
    loop.turn(0)
    expect(loop.newTurns()).toBe(1)
  })

  it('on the real event loop, ends a turn only after the work queued in it and a new round of the loop', async () => {
    const order: string[] = []
    const ended = new Promise<void>((resolve) => {
      const pacer = turnPacer({ targetMs: 8, most: 4, onNewTurn: () => (order.push('turn ended'), resolve()) })
      expect(pacer.tryStart()).toBe(true)
      // Queued after the pacer's first hop, in the same round: one hop would end the turn before it.
      setImmediate(() => order.push('same round'))
    })
    await ended
    expect(order).toEqual(['same round', 'turn ended'])
  })
})
