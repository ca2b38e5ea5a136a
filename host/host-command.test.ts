import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { hostNodeArgs } from './host-command'

describe('the host command', () => {
  it('is what npm start runs after its build check', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    expect(scripts.start).toBe(`tsx host/prepare.ts && node ${hostNodeArgs.join(' ')}`)
  })
})
