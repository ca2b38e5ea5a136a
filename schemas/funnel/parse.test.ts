import { describe, expect, it } from 'vitest'
import { parseFunnel } from './parse'
import { defaultPaywallBenefits, defaultPaywallGuarantee } from './settings'

/** A small valid funnel; each test breaks one thing. */
function funnel(screens: unknown[], extra: Record<string, unknown> = {}) {
  return {
    schemaVersion: 1,
    id: 'test_funnel',
    version: 1,
    title: 'Test',
    description: 'A funnel for tests',
    settings: { paywall: { planSet: 'weekly-1-4-12' } },
    screens,
    ...extra,
  }
}
const age = {
  id: 'age',
  type: 'SingleOption',
  title: 'How old are you?',
  options: [
    { id: 'young', value: '18-24', answer: { title: 'Great age to start' } },
    { id: 'older', value: '25-34' },
  ],
}
const recap = { id: 'recap', type: 'Dependent', dependentStep: 'age', title: 'You said {{answer:age}}' }
const paywall = { id: 'paywall', type: 'Paywall', title: 'Choose your plan' }

function issuesOf(raw: unknown) {
  const result = parseFunnel(raw)
  if (result.success) throw new Error('expected the funnel to be refused')
  return result.issues
}

describe('parseFunnel', () => {
  it('accepts a valid funnel and fills defaults', () => {
    const result = parseFunnel(funnel([age, recap, paywall]))
    expect(result.success).toBe(true)
    if (!result.success) return
    expect(result.data.screens[0]).toMatchObject({ type: 'SingleOption', buttonType: 'DEFAULT' })
    expect(result.data.settings).toMatchObject({ imageSet: 'default', loader: { defaultSeconds: 6 } })
    expect(result.data.settings.paywall).toEqual({
      planSet: 'weekly-1-4-12',
      defaultPlanIndex: 1,
      projectsPromiseDays: 28,
      benefits: defaultPaywallBenefits,
      guarantee: defaultPaywallGuarantee,
    })
  })

  it('refuses a guarantee link that leaves the site, and an empty benefits list', () => {
    const withPaywall = (settings: Record<string, unknown>) => ({
      ...funnel([age, paywall]),
      settings: { paywall: { planSet: 'weekly-1-4-12', ...settings } },
    })
    const link = (href: string) => ({ guarantee: { title: 'Money-back guarantee', text: 'Refunds', link: { href, text: 'Terms' } } })
    for (const href of ['https://evil.example/terms', '//evil.example', 'javascript:alert(1)']) {
      expect(issuesOf(withPaywall(link(href)))).toContainEqual({
        path: 'settings.paywall.guarantee.link.href',
        message: expect.stringContaining('path on this site'),
      })
    }
    expect(parseFunnel(withPaywall(link('/subscription-terms'))).success).toBe(true)
    expect(issuesOf(withPaywall({ benefits: [] }))).toContainEqual({ path: 'settings.paywall.benefits', message: expect.any(String) })
  })

  it('names a missing required field', () => {
    const { title: _title, ...untitled } = age
    expect(issuesOf(funnel([untitled, paywall]))).toContainEqual({ path: 'screens[0].title', message: expect.any(String) })
  })

  it('refuses a dependent screen that points forward', () => {
    expect(issuesOf(funnel([recap, age, paywall]))).toContainEqual({
      path: 'screens[0].dependentStep',
      message: 'must refer to an earlier screen, but "age" is screens[1], not before screens[0]',
    })
  })

  it('refuses a dependent screen that points nowhere', () => {
    expect(issuesOf(funnel([age, { ...recap, dependentStep: 'ghost', title: 'Hi' }, paywall]))).toContainEqual({
      path: 'screens[1].dependentStep',
      message: 'refers to unknown screen "ghost"',
    })
  })

  it('refuses a placeholder for a screen that comes later', () => {
    const intro = { id: 'intro', type: 'Info', title: 'You are {{answer:age}}' }
    expect(issuesOf(funnel([intro, age, paywall]))).toContainEqual({
      path: 'screens[0].title',
      message: expect.stringContaining('"age" is screens[1]'),
    })
  })

  it('refuses a paywall benefit naming an answer the paywall comes before', () => {
    const settings = { paywall: { planSet: 'weekly-1-4-12', benefits: ['Lessons that fit your {{answer:age}}'] } }
    expect(parseFunnel(funnel([age, paywall], { settings })).success).toBe(true)
    expect(issuesOf(funnel([paywall, age], { settings }))).toContainEqual({
      path: 'settings.paywall.benefits[0]',
      message: expect.stringContaining('"age" is screens[1], not before screens[0]'),
    })
  })

  it('refuses an unknown placeholder', () => {
    const intro = { id: 'intro', type: 'Info', title: 'Hello {{firstName}}' }
    expect(issuesOf(funnel([intro, paywall]))).toContainEqual({ path: 'screens[0].title', message: 'unknown placeholder {{firstName}}' })
  })

  it('refuses duplicate screen and option ids', () => {
    const twin = { ...age, options: [age.options[0], { id: 'young', value: 'again' }] }
    const issues = issuesOf(funnel([twin, { ...paywall, id: 'age' }]))
    expect(issues).toContainEqual({ path: 'screens[1].id', message: 'duplicate screen id "age" (already used by screens[0])' })
    expect(issues).toContainEqual({ path: 'screens[0].options[1].id', message: 'duplicate option id "young" (already used by option 0)' })
  })

  it('refuses an unknown screen type at its path', () => {
    const issues = issuesOf(funnel([{ id: 'x', type: 'Carousel', title: 'Hi' }, paywall]))
    expect(issues[0]?.path).toBe('screens[0].type')
  })

  it('refuses a funnel that does not end on a terminal screen', () => {
    expect(issuesOf(funnel([paywall, age]))).toContainEqual({
      path: 'screens[1].type',
      message: expect.stringMatching(/^a funnel must end with (?=.*Paywall)(?=.*ProductOnboarding)(?=.*IntroLessonFinished)/),
    })
  })

  it('checks routing rules: known option, forward jump', () => {
    const routed = { ...age, next: [{ when: { screen: 'age', equals: 'ancient' }, goto: 'age' }] }
    const issues = issuesOf(funnel([routed, paywall]))
    expect(issues).toContainEqual({ path: 'screens[0].next[0].when.equals', message: 'screen "age" has no option "ancient"' })
    expect(issues).toContainEqual({ path: 'screens[0].next[0].goto', message: 'must jump forward, but "age" is screens[0]' })
  })

  it('requires paywall settings when a paywall has no plan set of its own', () => {
    expect(issuesOf(funnel([age, paywall], { settings: {} }))).toContainEqual({
      path: 'settings.paywall',
      message: expect.stringContaining('screens[1] is a Paywall'),
    })
  })

  it('migrates the original format (MultiplyOption, screenType, numeric dependentStep)', () => {
    const legacy = {
      ...funnel([
        {
          id: 'tools',
          screenType: 'MultiplyOption',
          title: 'Tools?',
          options: [
            { id: 'a', value: 'A' },
            { id: 'b', value: 'B' },
          ],
        },
        { id: 'recap', screenType: 'Dependent', dependentStep: 0, title: 'Noted' },
        { id: 'paywall', screenType: 'Paywall', title: 'Plans' },
      ]),
      schemaVersion: undefined,
    }
    const result = parseFunnel(legacy)
    expect(result.success && result.data.screens.map((screen) => screen.type)).toEqual(['MultipleOption', 'Dependent', 'Paywall'])
    expect(result.success && result.data.screens[1]).toMatchObject({ dependentStep: 'tools' })
  })

  it('never throws on garbage', () => {
    for (const garbage of [null, 42, 'funnel', [], { screens: 'no' }]) {
      expect(parseFunnel(garbage).success).toBe(false)
    }
  })
})

describe('parseFunnel: rules found while building the engine', () => {
  it("lets a screen's routing depend on its own answer, but not whether it is skipped", () => {
    const routed = { ...age, next: [{ when: { screen: 'age', equals: 'older' }, goto: 'paywall' }] }
    expect(parseFunnel(funnel([routed, recap, paywall])).success).toBe(true)
    const selfSkip = { ...age, skipIf: { screen: 'age', equals: 'older' } }
    expect(issuesOf(funnel([selfSkip, paywall]))).toContainEqual({
      path: 'screens[0].skipIf.screen',
      message: expect.stringContaining('earlier screen'),
    })
  })

  it('reserves the id "completed"', () => {
    expect(issuesOf(funnel([age, { ...paywall, id: 'completed' }]))).toContainEqual({
      path: 'screens[1].id',
      message: '"completed" is reserved for the end of the funnel',
    })
  })

  it('refuses a multiple-choice screen that can never be passed', () => {
    const tools = { id: 'tools', type: 'MultipleOption', title: 'Tools?', options: age.options, minSelections: 3, maxSelections: 1 }
    const issues = issuesOf(funnel([tools, paywall]))
    expect(issues).toContainEqual({ path: 'screens[0].minSelections', message: 'asks for 3 choices but the screen has 2 options' })
    expect(issues).toContainEqual({ path: 'screens[0].maxSelections', message: 'is below minSelections (3)' })
  })
})

describe('parseFunnel: a paywall states only the discount it gives', () => {
  const discounted = (title: string, percent: number) => ({
    id: 'discount',
    type: 'Paywall',
    title: 'Wait!',
    discount: { percent, title },
  })

  it('refuses copy whose percentage differs from discount.percent', () => {
    const issues = issuesOf(funnel([age, { ...paywall, id: 'first' }, discounted('One-time 50% off your first period', 30)]))
    expect(issues).toContainEqual(
      expect.objectContaining({ path: 'screens[2].discount.title', message: 'says 50% but discount.percent is 30' }),
    )
  })

  it('refuses a percentage on a paywall without a discount', () => {
    const issues = issuesOf(funnel([age, { ...paywall, description: 'Save 40% today' }]))
    expect(issues).toContainEqual(
      expect.objectContaining({ path: 'screens[1].description', message: 'says 40% but the paywall has no discount' }),
    )
  })

  it('accepts copy that matches', () => {
    expect(parseFunnel(funnel([age, { ...paywall, id: 'first' }, discounted('One-time 50% off', 50)])).success).toBe(true)
  })
})
