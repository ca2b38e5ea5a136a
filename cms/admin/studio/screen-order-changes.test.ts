import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { changedScreenIds, screenOrderChanges, summarizeChanges } from './change-summary'

type Screen = { id: string; edits?: number }
type Edit =
  | { kind: 'move'; from: number; to: number }
  | { kind: 'add'; at: number }
  | { kind: 'delete'; at: number }
  | { kind: 'duplicate'; at: number }
  | { kind: 'edit'; at: number }

/** Plays the studio's edits on a list of screens (new screens get fresh ids, as the studio gives). */
function play(start: Screen[], edits: Edit[]): Screen[] {
  const screens = [...start]
  let fresh = 0
  const within = (n: number) => (screens.length === 0 ? 0 : n % screens.length)
  for (const edit of edits) {
    if (edit.kind === 'add') screens.splice(edit.at % (screens.length + 1), 0, { id: `new${fresh++}` })
    else if (screens.length === 0) continue
    else if (edit.kind === 'move') {
      const [screen] = screens.splice(within(edit.from), 1)
      screens.splice(edit.to % (screens.length + 1), 0, screen!)
    } else if (edit.kind === 'delete') screens.splice(within(edit.at), 1)
    else if (edit.kind === 'duplicate') screens.splice(within(edit.at) + 1, 0, { id: `new${fresh++}` })
    else screens[within(edit.at)] = { ...screens[within(edit.at)]!, edits: (screens[within(edit.at)]!.edits ?? 0) + 1 }
  }
  return screens
}

function longestIncreasing(values: number[]): number {
  const tails: number[] = []
  for (const value of values) {
    let low = 0
    let high = tails.length
    while (low < high) {
      const mid = (low + high) >> 1
      if (tails[mid]! < value) low = mid + 1
      else high = mid
    }
    tails[low] = value
  }
  return tails.length
}

const index = fc.nat({ max: 40 })
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('move' as const), from: index, to: index }),
  fc.record({ kind: fc.constant('add' as const), at: index }),
  fc.record({ kind: fc.constant('delete' as const), at: index }),
  fc.record({ kind: fc.constant('duplicate' as const), at: index }),
  fc.record({ kind: fc.constant('edit' as const), at: index }),
)
const funnel = fc.integer({ min: 0, max: 14 }).map((n) => Array.from({ length: n }, (_, i): Screen => ({ id: `s${i}` })))

describe('the change summary’s screen order', () => {
  it('is an exact and smallest account of any sequence of edits', () => {
    fc.assert(
      fc.property(funnel, fc.array(edit, { maxLength: 8 }), (before, edits) => {
        const after = play(before, edits)
        const { added, removed, moved } = screenOrderChanges(before, after)
        const beforeIds = before.map((s) => s.id)
        const afterIds = after.map((s) => s.id)

        expect(added.map((a) => a.screen.id).sort()).toEqual(afterIds.filter((id) => !beforeIds.includes(id)).sort())
        expect(removed.map((r) => r.screen.id).sort()).toEqual(beforeIds.filter((id) => !afterIds.includes(id)).sort())
        for (const entry of added) expect(afterIds[entry.at]).toBe(entry.screen.id)
        for (const entry of moved) {
          expect(beforeIds[entry.from]).toBe(entry.screen.id)
          expect(afterIds[entry.to]).toBe(entry.screen.id)
        }

        // Replaying the summary on the published order gives the draft's order.
        const leaving = new Set([...removed, ...moved].map((entry) => entry.screen.id))
        const rebuilt = beforeIds.filter((id) => !leaving.has(id))
        const arriving = [...added.map((a) => ({ id: a.screen.id, at: a.at })), ...moved.map((m) => ({ id: m.screen.id, at: m.to }))]
        for (const { id, at } of arriving.sort((a, b) => a.at - b.at)) rebuilt.splice(at, 0, id)
        expect(rebuilt).toEqual(afterIds)

        // No more screens called moved than the order change needs.
        const kept = beforeIds.filter((id) => afterIds.includes(id))
        const keptAfter = afterIds.filter((id) => beforeIds.includes(id))
        expect(moved.length).toBe(kept.length - longestIncreasing(kept.map((id) => keptAfter.indexOf(id))))
      }),
      { numRuns: 2000 },
    )
  })

  it('names the screen dragged two or more places, and only it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 14 }), index, index, (n, a, b) => {
        const before = Array.from({ length: n }, (_, i) => ({ id: `s${i}` }))
        const from = a % n
        const to = b % n
        fc.pre(Math.abs(from - to) >= 2)
        const after = play(before, [{ kind: 'move', from, to }])
        expect(screenOrderChanges(before, after).moved).toEqual([{ screen: before[from], from, to }])
      }),
    )
  })

  it('shows in the phone exactly the screens added, moved or edited', () => {
    fc.assert(
      fc.property(funnel, fc.array(edit, { maxLength: 8 }), (before, edits) => {
        const after = play(before, edits)
        const { added, moved } = screenOrderChanges(before, after)
        const edited = after.filter((screen) => (screen.edits ?? 0) > (before.find((old) => old.id === screen.id)?.edits ?? 0))
        const expected = new Set([...added, ...moved, ...edited.map((screen) => ({ screen }))].map((entry) => entry.screen.id))
        expect(changedScreenIds({ screens: before }, { screens: after })).toEqual(after.map((s) => s.id).filter((id) => expected.has(id)))
      }),
      { numRuns: 1000 },
    )
  })
})

/** A funnel's own names: any id, and a title and description that may be missing. */
const identity = fc.record({
  id: fc.string({ maxLength: 6 }),
  title: fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
  description: fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
})
type Identity = { id: string; title?: string | undefined; description?: string | undefined }
const definition = (names: Identity, screens: Screen[]) => ({
  ...names,
  settings: { paywall: { planSet: 'weekly' } },
  screens: screens.map((screen) => ({ ...screen, type: 'Info', title: `Screen ${screen.id}` })),
})
const namesLines = (lines: string[]) => lines.filter((line) => /^Changed the funnel (title|description)/.test(line))

describe('the change summary’s funnel names', () => {
  it('against a template, never counts the copy’s own id, title or description as a change', () => {
    fc.assert(
      fc.property(funnel, fc.array(edit, { maxLength: 6 }), identity, identity, (before, edits, templateNames, copyNames) => {
        const after = play(before, edits)
        const lines = summarizeChanges(definition(templateNames, before), definition(copyNames, after), { against: 'template' })
        expect(lines).toEqual(summarizeChanges(definition(copyNames, before), definition(copyNames, after), { against: 'template' }))
        expect(namesLines(lines)).toEqual([])
      }),
      { numRuns: 500 },
    )
  })

  it('against the published version, says each new title or description once, and never the id', () => {
    fc.assert(
      fc.property(funnel, fc.array(edit, { maxLength: 6 }), identity, identity, (before, edits, publishedNames, draftNames) => {
        const after = play(before, edits)
        const lines = summarizeChanges(definition(publishedNames, before), definition(draftNames, after))
        const sameNames = summarizeChanges(definition(draftNames, before), definition(draftNames, after))
        const renamed = (['title', 'description'] as const).filter((key) => publishedNames[key] !== draftNames[key])
        expect(namesLines(lines).map((line) => line.split(':')[0])).toEqual(renamed.map((key) => `Changed the funnel ${key}`))
        expect(lines.filter((line) => !namesLines([line]).length)).toEqual(sameNames)
      }),
      { numRuns: 500 },
    )
  })
})
