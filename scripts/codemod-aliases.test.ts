import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { aliasFor, rewrite } from './codemod-aliases'

const repo = path.resolve(import.meta.dirname, '..')
const at = (file: string) => path.join(repo, file)

describe('the alias codemod', () => {
  it('turns a climb into engine/, schemas/ or cms/ from outside them into its alias, an index into the bare one', () => {
    expect(aliasFor(at('app/learning/server/a.server.ts'), '../../../schemas/id')).toBe('@schemas/id')
    expect(aliasFor(at('app/learning/server/a.server.ts'), '../../../schemas')).toBe('@schemas')
    expect(aliasFor(at('app/funnel/client/a.ts'), '../../../engine/index')).toBe('@engine')
    expect(aliasFor(at('host/start.ts'), '../cms/get-payload.ts')).toBe('@cms/get-payload')
  })

  it('leaves imports inside one of those folders, and any other relative import, as they are', () => {
    expect(aliasFor(at('cms/collections/Students/index.ts'), '../../access/roles')).toBeNull()
    expect(aliasFor(at('app/learning/server/a.server.ts'), './b.server')).toBeNull()
    expect(aliasFor(at('app/learning/server/a.server.ts'), '../../../config/env')).toBeNull()
  })

  it('rewrites static, dynamic and mocked imports alike, and changes nothing the second time', () => {
    const file = at('tests/integration/a.test.ts')
    const text = [
      "import type { Course } from '../../cms/payload-types'",
      "const { parseFunnel } = await import('../../schemas')",
      "vi.mock('../../cms/get-payload', () => ({}))",
      "import { x } from './support/x'",
    ].join('\n')
    const once = rewrite(file, text)
    expect(once.split('\n')).toEqual([
      "import type { Course } from '@cms/payload-types'",
      "const { parseFunnel } = await import('@schemas')",
      "vi.mock('@cms/get-payload', () => ({}))",
      "import { x } from './support/x'",
    ])
    expect(rewrite(file, once)).toBe(once)
  })
})
