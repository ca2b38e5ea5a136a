import { describe, expect, it } from 'vitest'
import { fillTemplate, makeTemplate } from './page-cache'

const first = { nonce: 'a+b/c==', visitor: '0b7e5a39-1c2d-4e5f-8a9b-0c1d2e3f4a5b', time: '2026-11-23T10:54:01.841Z' }
const second = { nonce: 'Zz9/+8==', visitor: '9f8e7d6c-5b4a-4c3d-9e2f-1a0b9c8d7e6f', time: '2026-11-23T11:00:00.000Z' }

describe('page templates', () => {
  it('cuts a page where the per-response values are and fills in another response’s', () => {
    const body = `<script nonce="${first.nonce}">x</script><a href="/f?deviceId=${first.visitor}">go</a>"now":"${first.time}","visitorId":"${first.visitor}"<script nonce="${first.nonce}"></script>`
    const template = makeTemplate(body, first)
    expect(template.slots).toEqual(['nonce', 'visitor', 'time', 'visitor', 'nonce'])
    expect(fillTemplate(template, first)).toBe(body)
    const other = fillTemplate(template, second)
    expect(other).toBe(
      body.replaceAll(first.nonce, second.nonce).replaceAll(first.visitor, second.visitor).replaceAll(first.time, second.time),
    )
    for (const value of Object.values(first)) expect(other).not.toContain(value)
  })

  it('keeps a page without any of the values as it is', () => {
    const template = makeTemplate('<p>plain</p>', first)
    expect(fillTemplate(template, second)).toBe('<p>plain</p>')
  })

  it('treats the values as text, not patterns', () => {
    const template = makeTemplate('x a+b/c== y aab/c== z', first)
    expect(fillTemplate(template, second)).toBe(`x ${second.nonce} y aab/c== z`)
  })
})
