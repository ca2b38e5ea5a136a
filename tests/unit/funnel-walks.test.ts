import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { enumerateFunnelPaths } from '@engine/paths'
import { walkFunnel } from '@engine/walk'
import { type FunnelDefinition, parseFunnel } from '@schemas'

const dir = path.resolve('funnels')
const funnels: FunnelDefinition[] = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => {
    const parsed = parseFunnel(JSON.parse(readFileSync(path.join(dir, name), 'utf8')))
    if (!parsed.success) throw new Error(`${name}: ${JSON.stringify(parsed.issues)}`)
    return parsed.data
  })
const now = '2026-11-21T12:00:00.000Z'

describe.each(funnels.map((funnel) => [funnel.id, funnel] as const))('%s runs in the engine', (_id, funnel) => {
  it('walks the default answers to the end', () => {
    const walk = walkFunnel(funnel, { now })
    expect(walk.completed).toBe(true)
    expect(walk.screens.at(-1)?.type).toBe(funnel.screens.at(-1)?.type)
  })

  it('has no dead end, and every distinct path reaches the end', () => {
    const { paths, deadEnds } = enumerateFunnelPaths(funnel)
    expect(deadEnds).toEqual([])
    expect(paths.length).toBeGreaterThan(0)
    for (const route of paths) expect(route.at(-1)).toBe('completed')
  })
})

describe('the walks the CLI prints', () => {
  const byId = (id: string) => funnels.find((funnel) => funnel.id === id)!

  it('challenge_100k: 33 screens, from the intro to a paywall and a discount paywall', () => {
    const { screens } = walkFunnel(byId('challenge_100k'), { now })
    expect(screens).toHaveLength(33)
    expect(screens[0]).toMatchObject({ id: 'screen0', type: 'Info' })
    const [paywall, discount] = screens.slice(-2).map((screen) => byId('challenge_100k').screens.find((s) => s.id === screen.id))
    expect(paywall).toMatchObject({ type: 'Paywall' })
    expect(paywall).not.toHaveProperty('discount')
    expect(discount).toMatchObject({ type: 'Paywall', discount: expect.any(Object) })
  })

  it('challenge_v1: 31 screens ending in the paywall', () => {
    const { screens } = walkFunnel(byId('challenge_v1'), { now })
    expect(screens).toHaveLength(31)
    expect(screens.at(-1)).toMatchObject({ id: 'PaywallScreen', type: 'Paywall' })
  })
})
