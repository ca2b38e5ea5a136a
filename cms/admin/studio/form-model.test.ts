import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromFormModel, getAt, moveItem, setAt, toFormModel } from './form-model'

const funnelsDir = path.resolve(__dirname, '../../../funnels')
const shipped = readdirSync(funnelsDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ name, text: readFileSync(path.join(funnelsDir, name), 'utf8') }))

const roundTrip = (definition: unknown) => JSON.stringify(fromFormModel(toFormModel(definition)))

describe('the studio form model', () => {
  it('gives back every shipped funnel exactly, key order included', () => {
    expect(shipped).toHaveLength(13)
    for (const { text } of shipped) expect(roundTrip(JSON.parse(text))).toBe(JSON.stringify(JSON.parse(text)))
  })

  it('gives back any definition-shaped JSON exactly', () => {
    const screen = fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 6 })
    const definition = fc
      .tuple(
        fc.dictionary(
          fc.string().filter((key) => key !== 'screens'),
          fc.jsonValue(),
          { maxKeys: 6 },
        ),
        fc.array(screen, { maxLength: 8 }),
        fc.nat(),
      )
      .map(([rest, screens, at]) => {
        const entries = Object.entries(rest)
        entries.splice(at % (entries.length + 1), 0, ['screens', screens])
        return Object.fromEntries(entries)
      })
    fc.assert(fc.property(definition, (value) => roundTrip(value) === JSON.stringify(value)))
  })

  it('gives each screen its own key, kept when the screens move', () => {
    const model = toFormModel({ screens: [{ id: 'a' }, { id: 'b' }] })
    const [a, b] = model.screens
    expect(a!.key).not.toBe(b!.key)
    expect(moveItem(model.screens, 0, 1).map((screen) => screen.key)).toEqual([b!.key, a!.key])
  })

  it('sets and removes values by path without touching the original', () => {
    const screen = { id: 'a', options: [{ id: 'x', value: 'X' }], title: 'T' }
    const changed = setAt(screen, ['options', 0, 'value'], 'Y')
    expect(getAt(changed, ['options', 0, 'value'])).toBe('Y')
    expect(screen.options[0]!.value).toBe('X')
    expect(Object.keys(setAt(screen, ['title'], undefined) as object)).toEqual(['id', 'options'])
  })
})
