import { describe, expect, it } from 'vitest'
import type { Answer } from '../schemas/funnel/answer'
import type { ScreenOf } from '../schemas/screens'
import { deriveLevel } from './level'
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

  it('falls back to textMark when the level has no mark of its own', () => {
    const result = deriveLevel(screen, { confidence: pick('confidence', 'low'), time: pick('time', 'low') })
    expect(result).toEqual({ level: 'Low', textMark: screen.textMark })
  })
})
