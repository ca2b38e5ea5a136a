import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { issueInWords, placeInWords } from './issue-words'
import { wordedIssues } from './issues'

const valid = () => ({
  schemaVersion: 1,
  id: 'unit_funnel',
  version: 1,
  title: 'Unit funnel',
  description: 'Checks the words of validation messages.',
  settings: { paywall: { planSet: 'weekly-1-4-12' } },
  screens: [
    {
      id: 'goal',
      type: 'SingleOption',
      title: 'Goal?',
      options: [
        { id: 'a', value: 'A' },
        { id: 'b', value: 'B' },
      ],
    },
    { id: 'recap', type: 'Dependent', dependentStep: 'goal', title: 'Your goal' },
    { id: 'wait', type: 'Loader', title: 'Building your plan', loadingText: 'Please wait', loadingTime: 5 },
    { id: 'paywall', type: 'Paywall', title: 'Plans' },
  ],
})
type Definition = ReturnType<typeof valid>
type Screen = Record<string, unknown>

function wordsFor(change: (definition: Definition) => void) {
  const definition = valid()
  change(definition)
  return wordedIssues(definition, 'unit_funnel')
}

const developerText = /expected|Invalid|Too (small|big)|screens[.[]\d|\[\d+\]/

describe('validation messages in a marketer’s words', () => {
  it('a valid funnel has no problems', () => {
    expect(wordsFor(() => {})).toEqual([])
  })

  it('an empty screen title says to give the screen a title, on the title', () => {
    const [issue] = wordsFor((d) => ((d.screens[0] as Screen).title = '  '))
    expect(issue).toEqual({
      path: 'screens[0].title',
      place: 'Screen 1 “goal” → Title',
      label: 'Title',
      message: 'Give this screen a title',
    })
  })

  it('an empty screen name says to give the screen a name', () => {
    const [issue] = wordsFor((d) => ((d.screens[2] as Screen).id = ''))
    expect(issue?.path).toBe('screens[2].id')
    expect(issue?.label).toBe('Screen name (used by rules)')
    expect(issue?.message).toBe('Give this screen a name — rules and answers refer to it')
  })

  it('other empty text names the field and says to fill it in', () => {
    const [issue] = wordsFor((d) => (((d.screens[0] as Screen).options as Screen[])[1]!.value = ''))
    expect(issue?.place).toBe('Screen 1 “goal” → Choice 2 → Text')
    expect(issue?.message).toBe('Fill in “Text” — it cannot be empty')
  })

  it('too few choices says how many to add', () => {
    const [issue] = wordsFor((d) => ((d.screens[0] as Screen).options = [{ id: 'a', value: 'A' }]))
    expect(issue?.path).toBe('screens[0].options')
    expect(issue?.message).toBe('Add at least 2 choices')
  })

  it('too many items says how many to keep', () => {
    const issue = z.array(z.string()).max(8).safeParse(Array(9).fill('x')).error!.issues[0]!
    const [worded] = issueInWords({ ...issue, path: ['settings', 'paywall', 'benefits'] }, valid())
    expect(worded?.place).toBe('Settings → Paywall → Benefits')
    expect(worded?.message).toBe('Keep at most 8 benefits — remove the rest')
  })

  it('a wrong choice lists the choices in words', () => {
    const [issue] = wordsFor((d) => ((d.screens[0] as Screen).buttonType = 'GRID'))
    expect(issue?.label).toBe('Button style')
    expect(issue?.message).toBe('Pick one of the choices for “Button style”: “A list of buttons”, “Tiles in a grid”')
  })

  it('a web address that is not one asks for a full https address', () => {
    const issue = z.url().safeParse('not a link').error!.issues[0]!
    const [worded] = issueInWords({ ...issue, path: ['screens', 0, 'href'] }, valid())
    expect(worded?.message).toBe('Enter a full web address for “Link address”, starting with https://')
  })

  it('a number out of range says the limit in the field’s words', () => {
    const [tooLong] = wordsFor((d) => ((d.screens[2] as Screen).loadingTime = 90))
    expect(tooLong?.message).toBe('Set “Loading time (seconds)” to at most 60')
    const [zero] = wordsFor((d) => ((d.screens[2] as Screen).loadingTime = 0))
    expect(zero?.message).toBe('Set “Loading time (seconds)” to a number above 0')
  })

  it('two screens with one name show the problem on both, saying why to rename one', () => {
    const issues = wordsFor((d) => ((d.screens[2] as Screen).id = 'goal'))
    const message = 'Two screens are called “goal” (screens 1 and 3): rename one — rules and answers refer to screens by name'
    expect(issues.filter((issue) => issue.message === message).map((issue) => issue.path)).toEqual(['screens[0].id', 'screens[2].id'])
  })

  it('a recalled answer from a missing screen names the missing screen', () => {
    const [issue] = wordsFor((d) => ((d.screens[1] as Screen).dependentStep = 'gaol'))
    expect(issue?.label).toBe('Recalls the answer given on')
    expect(issue?.message).toBe('No screen is called “gaol” — pick the earlier question whose answer this screen recalls')
  })

  it('a branch to a missing screen names the missing screen', () => {
    const [issue] = wordsFor((d) => ((d.screens[0] as Screen).next = [{ when: { screen: 'goal', equals: 'a' }, goto: 'nowhere' }]))
    expect(issue?.place).toBe('Screen 1 “goal” → Branch 1 → Go to screen')
    expect(issue?.message).toBe('No screen is called “nowhere” — pick an existing screen, or rename the screen it should point to')
  })

  it('a rule in developer words still names the field and never shows a raw path', () => {
    const issues = wordsFor((d) => {
      ;(d.screens[1] as Screen).dependentStep = 'wait'
      ;(d.screens[0] as Screen).type = 'Nope'
    })
    expect(issues.length).toBeGreaterThan(0)
    for (const issue of issues) {
      expect(issue.label).not.toMatch(developerText)
      expect(issue.message).not.toMatch(developerText)
      expect(issue.place).not.toMatch(developerText)
    }
  })

  it('a funnel id that differs from the funnel’s says which id to use', () => {
    const [issue] = wordedIssues(valid(), 'other_funnel')
    expect(issue?.message).toBe('Set the funnel id in the definition to “other_funnel”, the same as the funnel’s address')
  })

  it('places a path in words, counting from 1', () => {
    expect(placeInWords(['screens', 3, 'options', 0, 'value'], valid())).toBe('Screen 4 “paywall” → Choice 1 → Text')
  })

  describe('each remaining rule of issue-words.ts, one zod issue each', () => {
    /** zod's own issue for `value` against `schema`, placed at `path` of the funnel. */
    const wordedAt = (schema: z.ZodType, value: unknown, path: (string | number)[], definition: unknown = valid()) => {
      const issue = schema.safeParse(value).error!.issues[0]!
      return issueInWords({ ...issue, path }, definition)[0]!.message
    }
    const withValue = (path: (string | number)[], value: unknown) => {
      const definition = valid() as unknown as Record<string, unknown>
      let at = definition as Record<string | number, unknown>
      for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>
      at[path.at(-1)!] = value
      return definition
    }
    const loadingText = ['screens', 2, 'loadingText']

    it('text too short, beyond empty, says how many characters to write', () => {
      expect(wordedAt(z.string().min(3), 'ab', loadingText)).toBe('Write at least 3 characters')
    })

    it('text too long says the most characters', () => {
      expect(wordedAt(z.string().max(5), 'too long', loadingText)).toBe('Shorten “Loading text” to 5 characters or fewer')
    })

    it('a number below or above an exclusive limit says more than / less than', () => {
      const time = ['screens', 2, 'loadingTime']
      expect(wordedAt(z.number().gt(2), 1, time)).toBe('Set “Loading time (seconds)” to more than 2')
      expect(wordedAt(z.number().min(2), 1, time)).toBe('Set “Loading time (seconds)” to at least 2')
      expect(wordedAt(z.number().lt(9), 9, time)).toBe('Set “Loading time (seconds)” to less than 9')
    })

    it('a field with one allowed value says to set it to that value, in words', () => {
      expect(wordedAt(z.literal('BOX'), 'GRID', ['screens', 0, 'buttonType'])).toBe('Set “Button style” to “Tiles in a grid”')
    })

    it('an emptied field with a format asks to fill it in', () => {
      const path = ['screens', 0, 'href']
      expect(wordedAt(z.url(), '', path, withValue(path, ''))).toBe('Fill in “Link address” — it cannot be empty')
    })

    it('a pattern explained in words keeps its words; one that is not says to check how it is written', () => {
      const path = ['screens', 0, 'id']
      expect(wordedAt(z.string().regex(/^[a-z]+$/, 'Use small letters only'), 'A1', path)).toBe('Use small letters only')
      expect(wordedAt(z.string().regex(/^[a-z]+$/), 'A1', path)).toBe(
        '“Screen name (used by rules)” is not written the way it should be — check it',
      )
    })

    it('a missing value asks to fill it in; a wrong kind asks for a number or to check it', () => {
      const time = ['screens', 2, 'loadingTime']
      expect(wordedAt(z.number(), undefined, ['screens', 0, 'subtitle'])).toBe('Fill in “Subtitle” — it cannot be empty')
      expect(wordedAt(z.number(), 'soon', time, withValue(time, 'soon'))).toBe('Enter a number for “Loading time (seconds)”')
      const title = ['screens', 0, 'title']
      expect(wordedAt(z.string(), 7, title, withValue(title, 7))).toBe('Check “Title” — its value has the wrong kind')
    })

    it('a cross-screen rule counts screens from 1, and one in developer words names the field', () => {
      const rule = (message: string) => z.string().refine(() => false, message)
      expect(wordedAt(rule('must come after screens[2]'), 'x', ['screens', 0, 'title'])).toBe('Must come after screen 3')
      expect(wordedAt(rule('Invalid input: expected x'), 'x', ['screens', 0, 'title'])).toBe('Check “Title”')
    })

    it('a setting that fits nowhere: the screen type, a setting of another type, any other field', () => {
      const union = z.union([z.object({ kind: z.literal('a') }), z.object({ kind: z.literal('b'), extra: z.string() })])
      const issue = union.safeParse({ kind: 'c' }).error!.issues[0]!
      expect(issue.code).toBe('invalid_union')
      const words = (path: (string | number)[]) => issueInWords({ ...issue, path }, valid())[0]!.message
      expect(words(['screens', 0, 'type'])).toBe('Pick one of the screen types')
      expect(words(['screens', 0])).toBe(
        'Check this screen — one of its settings does not belong to its type (see the Advanced (JSON) tab)',
      )
      expect(words(['settings', 'paywall'])).toBe('Check “Paywall” — its value is not one this field takes')
    })
  })
})
