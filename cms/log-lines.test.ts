import { PassThrough } from 'node:stream'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { formatLogLine, readableLogDestination } from './log-lines'

const at = new Date(2026, 10, 23, 14, 3, 12).getTime()
const line = (entry: Record<string, unknown>) => JSON.stringify({ pid: 1, hostname: 'vm', name: 'payload', time: at, ...entry }) + '\n'

describe('formatLogLine', () => {
  it('writes a pino entry as time, level and message', () => {
    expect(formatLogLine(line({ level: 30, msg: 'Migrated:  20261121_090626_initial (154ms)' }))).toBe(
      '[14:03:12] INFO: Migrated:  20261121_090626_initial (154ms)\n',
    )
  })

  it('puts other fields after the message as key=value, quoting only what would be ambiguous', () => {
    expect(
      formatLogLine(
        line({ level: 40, msg: 'payment webhook refused', provider: 'solidgate', reason: 'bad signature', runs: 2, detail: { a: [1] } }),
      ),
    ).toBe('[14:03:12] WARN: payment webhook refused  provider=solidgate reason="bad signature" runs=2 detail={"a":[1]}\n')
  })

  it('shows an error’s stack, indented, below its line', () => {
    const err = { type: 'Error', message: 'boom', stack: 'Error: boom\n    at run (file.ts:1:1)' }
    expect(formatLogLine(line({ level: 50, msg: 'boom', err }))).toBe(
      '[14:03:12] ERROR: boom\n    Error: boom\n        at run (file.ts:1:1)\n',
    )
  })

  it('colours only the level, and only when asked', () => {
    expect(formatLogLine(line({ level: 50, msg: 'x' }), { colour: true })).toBe('[14:03:12] \u001b[31mERROR\u001b[39m: x\n')
  })

  it('passes anything that is not a pino entry through unchanged', () => {
    expect(formatLogLine('plain words\n')).toBe('plain words\n')
    expect(formatLogLine('{not json')).toBe('{not json\n')
    expect(formatLogLine('[1,2]\n')).toBe('[1,2]\n')
  })
})

describe('readableLogDestination', () => {
  it('turns what pino writes into lines none of which is JSON, and keeps the level filter', () => {
    const out = new PassThrough()
    let written = ''
    out.on('data', (chunk) => (written += chunk))
    const logger = pino({ level: 'warn', name: 'payload' }, readableLogDestination(out as unknown as NodeJS.WriteStream))
    logger.info('hidden by the level')
    logger.warn({ orderId: 7 }, 'payment status check failed')
    logger.error({ err: new Error('database is locked') })

    const lines = written.trimEnd().split('\n')
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: payment status check failed {2}orderId=7$/)
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] ERROR: database is locked$/)
    expect(lines[2]).toBe('    Error: database is locked')
    expect(written).not.toContain('hidden by the level')
    for (const text of lines) expect(() => JSON.parse(text)).toThrow()
  })
})
