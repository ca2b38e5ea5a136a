/**
 * Payload logs through pino, which writes each entry as one JSON object a line. `npm start` prints
 * plain sentences around it (› Building…, ✓ built, [admin] …), so Payload's entries are written as
 * plain lines too, the way Payload's own pretty default reads:
 *
 *   [14:03:12] INFO: Migrated: 20261121_090626_initial (154ms)
 *   [14:05:40] WARN: payment webhook refused  provider=solidgate reason=signature
 *   [14:06:02] ERROR: Something went wrong.
 *       Error: Something went wrong.
 *           at …
 *
 * Written synchronously, so an error logged just before the process exits is not lost. The level
 * that reaches here is still LOG_LEVEL's (cms/payload.config.ts); NO_COLOR or a non-terminal
 * output (a file, a pipe, the admin host's relay) gets no colours.
 */

const labels: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' }
// grey, cyan, green, yellow, red, magenta
const colours: Record<number, string> = { 10: '90', 20: '36', 30: '32', 40: '33', 50: '31', 60: '35' }
/** pino's own fields: shown as the time and label, or not at all. */
const hidden = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'name', 'v'])

type SerializedError = { type?: string; message?: string; stack?: string }

/** One pino JSON line as one readable line (plus an error's stack below it); anything else as it came. */
export function formatLogLine(text: string, options: { colour?: boolean } = {}): string {
  const entry = parseEntry(text)
  if (!entry) return text.endsWith('\n') ? text : `${text}\n`
  const level = typeof entry.level === 'number' ? entry.level : 30
  const label = labels[level] ?? `LEVEL ${level}`
  const painted = options.colour && colours[level] ? `\u001b[${colours[level]}m${label}\u001b[39m` : label
  const time = typeof entry.time === 'number' ? `[${clock(entry.time)}] ` : ''
  const message = typeof entry.msg === 'string' ? entry.msg : entry.msg === undefined ? '' : formatValue(entry.msg)

  const fields: string[] = []
  const stacks: string[] = []
  for (const [key, value] of Object.entries(entry)) {
    if (hidden.has(key)) continue
    if (isSerializedError(value)) stacks.push(value.stack ?? `${value.type ?? 'Error'}: ${value.message ?? ''}`)
    else fields.push(`${key}=${formatValue(value)}`)
  }
  const head = `${time}${painted}: ${message}${fields.length ? `  ${fields.join(' ')}` : ''}`
  const below = stacks.flatMap((stack) => stack.split('\n').map((line) => `    ${line}`))
  return [head, ...below].join('\n') + '\n'
}

/** A pino destination that writes each entry through formatLogLine. */
export function readableLogDestination(out: NodeJS.WriteStream = process.stdout): { write: (line: string) => void } {
  const colour = Boolean(out.isTTY) && process.env.NO_COLOR === undefined
  return { write: (line) => void out.write(formatLogLine(line, { colour })) }
}

function parseEntry(text: string): Record<string, unknown> | undefined {
  if (!text.trimStart().startsWith('{')) return undefined
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

function isSerializedError(value: unknown): value is SerializedError {
  if (!value || typeof value !== 'object') return false
  const error = value as SerializedError
  return typeof error.stack === 'string' || (typeof error.type === 'string' && typeof error.message === 'string')
}

/** Bare when it reads unambiguously, JSON otherwise (strings with spaces, objects, arrays). */
function formatValue(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value)
  return JSON.stringify(value) ?? String(value)
}

function clock(epochMs: number): string {
  const at = new Date(epochMs)
  return [at.getHours(), at.getMinutes(), at.getSeconds()].map((part) => String(part).padStart(2, '0')).join(':')
}
