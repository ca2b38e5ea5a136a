import { describe, expect, it } from 'vitest'
import { createSseParser, deltaText, doneMarker } from './sse'

const chunk = (text: string) => `data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\n`

function feed(pieces: string[]): string[] {
  const parser = createSseParser()
  return [...pieces.flatMap((piece) => parser.push(piece)), ...parser.end()]
}

describe('createSseParser', () => {
  it('reads data lines and the done marker', () => {
    expect(feed([chunk('Hel'), chunk('lo'), 'data: [DONE]\n\n']).map((data) => (data === doneMarker ? data : deltaText(data)))).toEqual([
      'Hel',
      'lo',
      '[DONE]',
    ])
  })

  it('gives the same events however the bytes are split, even mid-line and mid-CRLF', () => {
    const stream = `${chunk('one')}: keep-alive\r\n\r\n${chunk('two').replace(/\n/g, '\r\n')}data: [DONE]\n\n`
    const whole = feed([stream])
    expect(whole.length).toBe(3)
    for (let size = 1; size <= 7; size += 1) {
      const pieces = stream.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!
      expect(feed(pieces), `pieces of ${size}`).toEqual(whole)
    }
  })

  it('joins multi-line data and ignores comments and other fields', () => {
    expect(feed([': comment\nevent: message\nid: 7\ndata: a\ndata: b\n\n'])).toEqual(['a\nb'])
  })

  it('keeps an event the server ended without a blank line', () => {
    expect(feed(['data: last'])).toEqual(['last'])
  })

  it('emits nothing for an event with no data', () => {
    expect(feed(['event: ping\n\n'])).toEqual([])
  })
})

describe('deltaText', () => {
  it('is empty for a chunk with only a role or a finish reason', () => {
    expect(deltaText(JSON.stringify({ choices: [{ delta: { role: 'assistant' } }] }))).toBe('')
    expect(deltaText(JSON.stringify({ choices: [{ delta: {}, finish_reason: 'stop' }] }))).toBe('')
  })
})
