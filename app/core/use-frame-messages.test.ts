import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { frameMessageListener } from './use-frame-messages'

const origin = 'https://learn.example'
const editor = { name: 'the editor window' } as unknown as MessageEventSource
const schema = z.object({ type: z.literal('show'), screenId: z.string() })

function listen(from: () => MessageEventSource | null = () => editor) {
  const received: unknown[] = []
  return { received, listener: frameMessageListener(origin, { schema, from }, (message) => received.push(message)) }
}

describe('the admin and its framed pages’ message listener', () => {
  it('passes on a message of the schema from the expected window on this origin, parsed', () => {
    const { received, listener } = listen()
    listener({ origin, source: editor, data: { type: 'show', screenId: 'goal', extra: 'dropped' } })
    expect(received).toEqual([{ type: 'show', screenId: 'goal' }])
  })

  it('ignores a message from another origin, even a well-formed one from the expected window', () => {
    const { received, listener } = listen()
    listener({ origin: 'https://evil.example', source: editor, data: { type: 'show', screenId: 'goal' } })
    listener({ origin: 'http://learn.example', source: editor, data: { type: 'show', screenId: 'goal' } })
    expect(received).toEqual([])
  })

  it('ignores a malformed message', () => {
    const { received, listener } = listen()
    for (const data of [null, 'show', { type: 'show' }, { type: 'show', screenId: 7 }, { type: 'other', screenId: 'goal' }]) {
      listener({ origin, source: editor, data })
    }
    expect(received).toEqual([])
  })

  it('ignores another window on this origin, and everything while there is no window to hear from', () => {
    const other = { name: 'another tab' } as unknown as MessageEventSource
    const { received, listener } = listen()
    listener({ origin, source: other, data: { type: 'show', screenId: 'goal' } })
    const unframed = listen(() => null)
    unframed.listener({ origin, source: null, data: { type: 'show', screenId: 'goal' } })
    expect([...received, ...unframed.received]).toEqual([])
  })
})
