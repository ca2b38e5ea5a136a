import { describe, expect, it } from 'vitest'
import { chatTitle } from './chat-title'
import { decodeChatEvent, encodeChatEvent } from './chat-events'
import { canSendReport } from './message-report'

describe('chat title', () => {
  it('is the first question on one line, cut near 60 characters at a word', () => {
    expect(chatTitle('  What is\na prompt? ')).toBe('What is a prompt?')
    const long = chatTitle('Explain how large language models work to a busy manager in three bullet points please')
    expect(long.length).toBeLessThanOrEqual(61)
    expect(long).toMatch(
      /^Explain how large language models work to a busy manager in…$|^Explain how large language models work to a busy manager…$/,
    )
  })
})

describe('message report rule', () => {
  it('needs a payload and at least one issue type', () => {
    expect(canSendReport({ payload: 'An answer', issueTypes: ['inaccurate'] })).toBe(true)
    expect(canSendReport({ payload: 'An answer', issueTypes: [] })).toBe(false)
    expect(canSendReport({ payload: '   ', issueTypes: ['other'] })).toBe(false)
  })
})

describe('chat events', () => {
  it('round-trip through an SSE data line and skip what is not ours', () => {
    const line = encodeChatEvent({ type: 'delta', text: 'Hi\n\nthere' })
    expect(line).toMatch(/^data: .*\n\n$/s)
    expect(line.slice(0, -2).split('\n')).toHaveLength(1)
    expect(decodeChatEvent(line.slice(6, -2))).toEqual({ type: 'delta', text: 'Hi\n\nthere' })
    expect(decodeChatEvent('{"type":"mystery"}')).toBeNull()
    expect(decodeChatEvent('not json')).toBeNull()
  })
})
