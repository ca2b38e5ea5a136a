/**
 * Server-sent events as OpenAI-compatible servers stream them: `data:` lines, an empty line ends an
 * event, `:` lines are comments, `data: [DONE]` ends the stream. Network chunks split anywhere —
 * mid-line, mid-CRLF, mid-character (the decoder keeps partial UTF-8) — so lines are buffered.
 */
export type SseParser = {
  /** The data of every event completed by this chunk. */
  push(chunk: string): string[]
  /** Whatever event the stream ended inside (a server that omits the last blank line). */
  end(): string[]
}

export function createSseParser(): SseParser {
  let buffer = ''
  let data: string[] = []
  const events: string[] = []

  function line(text: string) {
    if (text === '') {
      if (data.length > 0) events.push(data.join('\n'))
      data = []
      return
    }
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon === -1 ? text : text.slice(0, colon)
    let value = colon === -1 ? '' : text.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'data') data.push(value)
  }

  function drain(): string[] {
    return events.splice(0, events.length)
  }

  return {
    push(chunk) {
      buffer += chunk
      // A lone trailing \r may be the first half of \r\n: wait for the next chunk.
      const lines = buffer.split(/\r\n|\n|\r(?!$)/)
      buffer = lines.pop() ?? ''
      lines.forEach(line)
      return drain()
    },
    end() {
      if (buffer !== '') line(buffer.replace(/\r$/, ''))
      buffer = ''
      line('')
      return drain()
    },
  }
}

export const doneMarker = '[DONE]'

/** The text of one streamed chat-completion chunk (`choices[0].delta.content`), or '' if none. */
export function deltaText(data: string): string {
  const parsed = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] }
  const content = parsed.choices?.[0]?.delta?.content
  return typeof content === 'string' ? content : ''
}
