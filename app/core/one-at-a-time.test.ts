import { describe, expect, it } from 'vitest'
import { oneAtATime } from './one-at-a-time'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('oneAtATime', () => {
  it('runs the tasks of one key one after another, other keys beside them', async () => {
    const run = oneAtATime()
    const log: string[] = []
    const task = (name: string) => async () => {
      log.push(`${name} starts`)
      await tick()
      log.push(`${name} ends`)
      return name
    }
    const results = await Promise.all([run('a', task('a1')), run('a', task('a2')), run('b', task('b1'))])
    expect(results).toEqual(['a1', 'a2', 'b1'])
    expect(log.indexOf('a2 starts')).toBeGreaterThan(log.indexOf('a1 ends'))
    expect(log.indexOf('b1 starts')).toBeLessThan(log.indexOf('a1 ends'))
  })

  it('goes on with the next task after one fails', async () => {
    const run = oneAtATime()
    const failed = run('a', () => Promise.reject(new Error('no')))
    const next = run('a', async () => 'yes')
    await expect(failed).rejects.toThrow('no')
    await expect(next).resolves.toBe('yes')
  })
})
