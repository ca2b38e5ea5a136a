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
})
