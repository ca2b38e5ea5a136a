import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { funnelJsonSchema, jsonSchemaFile } from './json-schema'

describe('the committed JSON Schema', () => {
  it('matches the zod schema (run `npm run funnel -- schema` after changing schemas/)', () => {
    expect(readFileSync(jsonSchemaFile, 'utf8')).toBe(funnelJsonSchema())
  })
})
