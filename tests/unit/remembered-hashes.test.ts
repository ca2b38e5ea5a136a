import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { rememberedHashesNodeOptions } from '../support/remembered-hashes.mjs'

/**
 * A process started as the e2e and security suites start their hosts (NODE_OPTIONS from
 * rememberedHashesNodeOptions) calls crypto.pbkdf2 as Payload does, and reports what it got.
 */
const script = `
const crypto = require('node:crypto')
const derive = (password, salt) => new Promise((resolve, reject) =>
  crypto.pbkdf2(password, salt, 1000, 32, 'sha256', (error, key) => (error ? reject(error) : resolve(key.toString('hex')))))
const expected = (password, salt) => crypto.pbkdf2Sync(password, salt, 1000, 32, 'sha256').toString('hex')
;(async () => {
  const [first, together] = await Promise.all([derive('pw', 'salt-1'), derive('pw', 'salt-1')])
  // A remembered key arrives on the next tick: before a callback queued for the check phase.
  const order = []
  const repeat = derive('pw', 'salt-1').then((key) => (order.push('remembered'), key))
  setImmediate(() => order.push('immediate'))
  const again = await repeat
  await new Promise((resolve) => setImmediate(resolve))
  const wrong = await derive('wrong', 'salt-1')
  const otherSalt = await derive('pw', 'salt-2')
  console.log(JSON.stringify({
    first, together, again, wrong, otherSalt, order,
    expected: { right: expected('pw', 'salt-1'), wrong: expected('wrong', 'salt-1'), otherSalt: expected('pw', 'salt-2') },
  }))
})()
`

describe('remembered PBKDF2 keys in a host under test', () => {
  const report = JSON.parse(
    execFileSync(process.execPath, ['-e', script], {
      env: { ...process.env, NODE_OPTIONS: rememberedHashesNodeOptions('') },
      encoding: 'utf8',
    }),
  )

  it('give exactly the key Node derives, for every password and salt', () => {
    expect([report.first, report.together, report.again]).toEqual([report.expected.right, report.expected.right, report.expected.right])
    expect(report.wrong).toBe(report.expected.wrong)
    expect(report.otherSalt).toBe(report.expected.otherSalt)
    expect(report.wrong).not.toBe(report.first)
  })

  it('answer a repeat from memory, without deriving it again', () => {
    expect(report.order).toEqual(['remembered', 'immediate'])
  })
})
