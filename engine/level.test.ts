import { describe, expect, it } from 'vitest'
import type { Answer } from '../schemas/funnel/answer'
import type { ScreenOf } from '../schemas/screens'
import { deriveLevel, markFor } from './level'
import { buildFunnel, paywall } from './test-support/funnel-factory'

const scale = (id: string) => ({
  id,
  type: 'SingleOption' as const,
  title: `Scale ${id}`,
  options: [
    { id: 'low', value: 'Low', level: 'Low' as const },
    { id: 'mid', value: 'Moderate', level: 'Moderate' as const },
    { id: 'high', value: 'High', level: 'High' as const },
  ],
})
const definition = buildFunnel([
  scale('confidence'),
  scale('time'),
  {
    id: 'profile',
    type: 'LevelIndicator',
    title: 'AI Income Boost Profile is Ready',
    label: 'Freelance Potential Score',
    textMark: { title: 'Competent', description: 'Strong readiness for using AI to earn' },
    levelFrom: ['confidence', 'time'],
    marks: { High: { title: 'Expert', description: 'Ready to earn' } },
  },
  paywall(),
])
const screen = definition.screens[2] as ScreenOf<'LevelIndicator'>
const pick = (screenId: string, optionId: string): Answer => {
  const option = (definition.screens.find((s) => s.id === screenId) as ScreenOf<'SingleOption'>).options.find((o) => o.id === optionId)!
  return { step: 1, screenId, question: '', data: option }
}

describe('deriveLevel', () => {
  it('is Moderate with the default mark when nothing was answered', () => {
    expect(deriveLevel(screen, {})).toEqual({ level: 'Moderate', textMark: screen.textMark })
  })

  it('averages the chosen levels and rounds (Low + High = Moderate)', () => {
    expect(deriveLevel(screen, { confidence: pick('confidence', 'low'), time: pick('time', 'high') }).level).toBe('Moderate')
  })

  it('rounds half up (Moderate + High = High) and shows the mark for that level', () => {
    const result = deriveLevel(screen, { confidence: pick('confidence', 'mid'), time: pick('time', 'high') })
    expect(result).toEqual({ level: 'High', textMark: { title: 'Expert', description: 'Ready to earn' } })
  })

  it('never shows textMark beside another level: Low without a mark of its own has none', () => {
    const result = deriveLevel(screen, { confidence: pick('confidence', 'low'), time: pick('time', 'low') })
    expect(result).toEqual({ level: 'Low' })
  })

  it('uses textMark for Moderate when marks has no Moderate of its own', () => {
    expect(markFor(screen, 'Moderate')).toBe(screen.textMark)
    expect(markFor({ ...screen, marks: { Moderate: { title: 'Solid', description: 'On your way' } } }, 'Moderate')).toEqual({
      title: 'Solid',
      description: 'On your way',
    })
  })

  it.each([
    [['low', 'low'], 'Low', 'Starter'],
    [['low', 'mid'], 'Moderate', 'Competent'],
    [['mid', 'mid'], 'Moderate', 'Competent'],
    [['low', 'high'], 'Moderate', 'Competent'],
    [['mid', 'high'], 'High', 'Expert'],
    [['high', 'high'], 'High', 'Expert'],
  ] as const)('answers %j give %s and the mark of that level (%s)', ([confidence, time], level, title) => {
    const marked = {
      ...screen,
      marks: { Low: { title: 'Starter', description: 'A good start' }, High: { title: 'Expert', description: 'Ready' } },
    }
    const result = deriveLevel(marked, { confidence: pick('confidence', confidence), time: pick('time', time) })
    expect(result.level).toBe(level)
    expect(result.textMark?.title).toBe(title)
  })
})
