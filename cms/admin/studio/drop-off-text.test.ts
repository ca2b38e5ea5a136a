import { describe, expect, it } from 'vitest'
import { screenDropOffText } from './drop-off-text'

const figures = {
  report: { funnelId: 'f', from: '2026-11-21', to: '2026-11-27', timeZone: 'UTC' },
  visitors: 1250,
  screens: [
    { screenId: 'goal', saw: 1250, droppedOff: 300, dropOffRate: 0.24 },
    { screenId: 'about', saw: 950, droppedOff: 19, dropOffRate: 0.02 },
    { screenId: 'new', saw: 0, droppedOff: 0, dropOffRate: null },
  ],
}

describe('a screen’s drop-off in words', () => {
  it('gives the share who left, the counts behind it and the period, and marks a big loss', () => {
    expect(screenDropOffText(figures, 'goal', '7d')).toEqual({
      short: '24% left',
      full: '24% left here: 300 of the 1,250 visitors who saw it (last 7 days).',
      high: true,
    })
    expect(screenDropOffText(figures, 'about', 'today')).toMatchObject({ short: '2% left', high: false })
  })

  it('says when nobody saw a screen, and says nothing of a screen the report does not know', () => {
    expect(screenDropOffText(figures, 'new', '30d')).toEqual({
      short: 'no visitors',
      full: 'No visitors saw this screen (last 30 days).',
      high: false,
    })
    expect(screenDropOffText(figures, 'added-since', '7d')).toBeNull()
  })
})
