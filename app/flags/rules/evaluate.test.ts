import { describe, expect, it } from 'vitest'
import { flagDefaults, type FlagRule } from '@schemas/flags/flags'
import { evaluateFlags, type FlagSubject, usableRules, variesById } from './evaluate'
import { bucketOf } from './stable-hash'

const visitor = (id: string): FlagSubject => ({ id, platform: 'web', audience: 'visitor' })
const rule = (overrides: Partial<FlagRule> & Pick<FlagRule, 'key' | 'variants'>): FlagRule => ({
  platforms: [],
  audiences: [],
  ...overrides,
})
const ids = Array.from({ length: 10_000 }, (_, index) => `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`)

describe('evaluateFlags', () => {
  it('gives every default without rules', () => {
    expect(evaluateFlags([], visitor('a'))).toEqual(flagDefaults)
    expect(flagDefaults.lesson_navigation_mode).toBe('page')
    expect(flagDefaults.daily_task_widget_type).toBe('big')
    expect(flagDefaults.new_tag_visibility_days).toBe(14)
  })

  it('lets a base value stand in for a default, and a rule win over both', () => {
    const base = { payment_system: 'ecommpay' as const }
    expect(evaluateFlags([], visitor('a'), base).payment_system).toBe('ecommpay')
    const rules = [rule({ key: 'payment_system', variants: [{ value: 'none', weight: 100 }] })]
    expect(evaluateFlags(rules, visitor('a'), base).payment_system).toBe('none')
  })

  it('decodes values as marketers type them: words, booleans and numbers', () => {
    const rules = [
      rule({ key: 'lesson_navigation_mode', variants: [{ value: 'wall', weight: 100 }] }),
      rule({ key: 'certificate_enabled', variants: [{ value: 'false', weight: 100 }] }),
      rule({ key: 'new_tag_visibility_days', variants: [{ value: ' 30 ', weight: 100 }] }),
      rule({ key: 'google_translate_disabled', variants: [{ value: 'enable-lessons', weight: 100 }] }),
    ]
    expect(evaluateFlags(rules, visitor('a'))).toMatchObject({
      lesson_navigation_mode: 'wall',
      certificate_enabled: false,
      new_tag_visibility_days: 30,
      google_translate_disabled: 'enable-lessons',
    })
  })

  it('keeps a user in the same variant on every evaluation', () => {
    const rules = [rule({ key: 'lesson_navigation_mode', variants: [{ value: 'wall', weight: 50 }] })]
    for (const id of ids.slice(0, 200)) {
      const first = evaluateFlags(rules, visitor(id)).lesson_navigation_mode
      expect(evaluateFlags(usableRules(structuredClone(rules)), visitor(id)).lesson_navigation_mode).toBe(first)
    }
  })

  it.each([10, 25, 50, 90])('puts %i% of 10,000 ids in a %i% rollout (±2%), the rest on the default', (weight) => {
    const rules = [rule({ key: 'lesson_navigation_mode', variants: [{ value: 'wall', weight }] })]
    const walls = ids.filter((id) => evaluateFlags(rules, visitor(id)).lesson_navigation_mode === 'wall').length
    expect(Math.abs(walls / ids.length - weight / 100)).toBeLessThanOrEqual(0.02)
  })

  it('splits 10,000 ids over three weighted variants within ±2% each', () => {
    const rules = [
      rule({
        key: 'google_translate_disabled',
        variants: [
          { value: 'disable-all', weight: 20 },
          { value: 'no-fixes', weight: 30 },
          { value: 'enable-lessons', weight: 50 },
        ],
      }),
    ]
    const counts = new Map<string, number>()
    for (const id of ids) {
      const value = evaluateFlags(rules, visitor(id)).google_translate_disabled
      counts.set(value, (counts.get(value) ?? 0) + 1)
    }
    expect(counts.get('off') ?? 0).toBe(0)
    for (const [value, share] of [
      ['disable-all', 0.2],
      ['no-fixes', 0.3],
      ['enable-lessons', 0.5],
    ] as const)
      expect(Math.abs((counts.get(value) ?? 0) / ids.length - share)).toBeLessThanOrEqual(0.02)
  })

  it('draws each flag independently, so one rollout does not pick the same users as another', () => {
    const inBoth = ids.filter((id) => bucketOf('lessons_map', id) < 0.5 && bucketOf('trustpilot_enabled', id) < 0.5).length
    expect(Math.abs(inBoth / ids.length - 0.25)).toBeLessThanOrEqual(0.02)
  })

  it('targets by platform and student status; the first matching rule decides', () => {
    const rules = [
      rule({ key: 'lessons_map', platforms: ['ios', 'android'], audiences: ['active'], variants: [{ value: 'true', weight: 100 }] }),
      rule({ key: 'lessons_map', audiences: ['visitor'], variants: [{ value: 'false', weight: 100 }] }),
      rule({ key: 'lessons_map', variants: [{ value: 'true', weight: 100 }] }),
    ]
    const flag = (platform: FlagSubject['platform'], audience: FlagSubject['audience']) =>
      evaluateFlags(rules, { id: '1', platform, audience }).lessons_map
    expect(flag('ios', 'active')).toBe(true)
    expect(flag('android', 'visitor')).toBe(false)
    expect(flag('web', 'visitor')).toBe(false)
    expect(flag('web', 'other')).toBe(true)
    expect(evaluateFlags(rules.slice(0, 1), { id: '1', platform: 'web', audience: 'active' }).lessons_map).toBe(false)
    expect(evaluateFlags(rules.slice(0, 1), { id: '1', platform: 'ios', audience: 'redemption' }).lessons_map).toBe(false)
  })

  it('falls back to the default for values the CMS holds but the flag cannot take', () => {
    const stored: unknown[] = [
      { key: 'lesson_navigation_mode', platforms: [], audiences: [], variants: [{ value: 'sideways', weight: 100 }] },
      { key: 'new_tag_visibility_days', platforms: [], audiences: [], variants: [{ value: '-3', weight: 100 }] },
      { key: 'no_such_flag', variants: [{ value: 'true', weight: 100 }] },
      { key: 'lessons_map', platforms: ['tv'], audiences: [], variants: [{ value: 'true', weight: 100 }] },
      { key: 'certificate_enabled', variants: [{ value: 'false', weight: 150 }] },
      null,
      'junk',
    ]
    expect(usableRules(stored)).toEqual([])
    expect(evaluateFlags(usableRules(stored), visitor('a'))).toEqual(flagDefaults)
    // Even a rule that skipped validation cannot put a wrong type in the flags.
    const unchecked = [rule({ key: 'new_tag_visibility_days', variants: [{ value: 'soon', weight: 100 }] })]
    expect(evaluateFlags(unchecked, visitor('a')).new_tag_visibility_days).toBe(14)
  })
})

describe('variesById', () => {
  const who = { platform: 'web', audience: 'visitor' } as const
  it('is false for no rule, one value for everyone, or a rule that targets someone else', () => {
    expect(variesById([], ['landing_price_block'], who)).toBe(false)
    const all = [rule({ key: 'landing_price_block', variants: [{ value: 'n_weeks_access', weight: 100 }] })]
    expect(variesById(all, ['landing_price_block'], who)).toBe(false)
    const students = [rule({ key: 'landing_price_block', audiences: ['active'], variants: [{ value: 'n_weeks_access', weight: 30 }] })]
    expect(variesById(students, ['landing_price_block'], who)).toBe(false)
  })
  it('is true when a rollout splits the users', () => {
    const split = [rule({ key: 'landing_price_block', variants: [{ value: 'n_weeks_access', weight: 30 }] })]
    expect(variesById(split, ['payment_system', 'landing_price_block'], who)).toBe(true)
    expect(variesById(split, ['payment_system'], who)).toBe(false)
  })
})
