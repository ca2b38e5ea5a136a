import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceFingerprint } from './fingerprint'

describe('sourceFingerprint', () => {
  it('changes when a source file changes and ignores tests and build output', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'fingerprint-'))
    mkdirSync(path.join(root, 'app'))
    mkdirSync(path.join(root, 'cms', '.next'), { recursive: true })
    writeFileSync(path.join(root, 'app', 'root.tsx'), 'export default 1')
    const first = sourceFingerprint(root)

    writeFileSync(path.join(root, 'app', 'root.test.tsx'), 'test')
    writeFileSync(path.join(root, 'cms', '.next', 'BUILD_ID'), 'abc')
    writeFileSync(path.join(root, 'cms', 'next-env.d.ts'), '/// <reference types="next" />')
    expect(sourceFingerprint(root)).toBe(first)

    writeFileSync(path.join(root, 'app', 'root.tsx'), 'export default 2')
    expect(sourceFingerprint(root)).not.toBe(first)
  })
})
