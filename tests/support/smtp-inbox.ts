/**
 * A real SMTP server for tests (the smtp-server package): it accepts what the site's SMTP adapter
 * sends, keeps each message parsed into headers, the plain-text part and the HTML part, and can
 * refuse the next message to stand in for a mail server that is down.
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { to: string; subject: string; text: string; html: string; raw: string }

export async function startSmtpInbox() {
  const received: ReceivedMail[] = []
  let refuseNext = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (refuseNext > 0) {
          refuseNext -= 1
          return callback(Object.assign(new Error('Mailbox unavailable, try later'), { responseCode: 451 }))
        }
        const raw = Buffer.concat(chunks).toString('utf8')
        received.push({ ...parseMessage(raw), to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ') })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next `count` messages are refused with a temporary error (451). */
    refuse(count = 1) {
      refuseNext = count
    },
    /** Waits until a message matching `match` has arrived. */
    async waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = received.find(match)
        if (found) return found
        if (Date.now() > deadline) throw new Error(`no such email; received: ${received.map((mail) => mail.subject).join(' | ')}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function parseMessage(raw: string): Omit<ReceivedMail, 'to'> {
  const [head = '', body = ''] = splitOnce(raw, /\r?\n\r?\n/)
  const headers = parseHeaders(head)
  const parts: Record<string, string> = {}
  collectParts(headers, body, parts)
  return { subject: decodeWords(headers.get('subject') ?? ''), text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '', raw }
}

function collectParts(headers: Map<string, string>, body: string, parts: Record<string, string>) {
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (boundary) {
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break
      const [head = '', content = ''] = splitOnce(section.replace(/^\r?\n/, ''), /\r?\n\r?\n/)
      collectParts(parseHeaders(head), content, parts)
    }
    return
  }
  const mime = type.split(';')[0]!.trim().toLowerCase()
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase()
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body
  parts[mime] = decoded.replace(/\r\n/g, '\n').trim()
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return headers
}

function decodeQuotedPrintable(text: string): string {
  // A literal % (a link's %40) stays one: escaped before the =XX bytes become %XX for decodeURIComponent.
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/%/g, '%25')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
  return decodeURIComponent(bytes)
}

/** RFC 2047 encoded words, as nodemailer writes a subject with characters beyond ASCII. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )
}

function splitOnce(text: string, separator: RegExp): [string, string] {
  const match = separator.exec(text)
  return match ? [text.slice(0, match.index), text.slice(match.index + match[0].length)] : [text, '']
}
