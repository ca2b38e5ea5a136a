import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { defaultProductFacts, fillFacts } from '@schemas/content/product-fact-text'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type FunnelDefinition, parseFunnel, type Screen, type ScreenType, terminalScreenTypes } from '@schemas'
import { statedDiscountProblems } from '@schemas/funnel/discount-truth'
import { plans as seedPlans } from '@cms/seed/data/plans'
import { deriveLevel, levels as levelNames, markFor } from '@engine/level'
import type { Option } from '@schemas/screens'

/**
 * The funnel files pin what the spec (funnels-landing-paywall.md) and the product fix — which
 * screens, of which type, in which order, wired to which earlier answers, with how many options,
 * which answer sets and numbers, which plans — and not the wording: marketers edit copy in the
 * admin and `npm run funnel -- export` writes it back here, so a reworded title, option or
 * description must not fail this test, while a screen dropped, moved or retyped, an option lost, a
 * dependent screen pointed elsewhere, a level changed, an age bracket, income band, statistic or
 * earning claim changed, or a plan set swapped must.
 */
const root = resolve(__dirname, '../..')
const funnelsDir = join(root, 'funnels')
const publicDir = join(root, 'public')

const expectedIds = [
  'challenge_v1',
  'challenge_v2',
  'challenge_100k',
  'challenge_100k_v2',
  'challenge_100k_v3',
  'challenge_100k_v4',
  'challenge_100k_v5',
  'challenge_100k_v6',
  'product_v1',
  'product_v2',
  'product_v3',
  'renew',
  'cancel_v1',
]
const planSets = ['weekly-1-4-12', 'weeks-4-12-52', 'months-1-3-12']

const files = readdirSync(funnelsDir)
  .filter((name) => name.endsWith('.json'))
  .sort()

const raw = new Map<string, Record<string, unknown>>()
const parsed = new Map<string, FunnelDefinition>()
for (const file of files) {
  const id = file.replace(/\.json$/, '')
  const json = JSON.parse(readFileSync(join(funnelsDir, file), 'utf8')) as Record<string, unknown>
  raw.set(id, json)
  const result = parseFunnel(json)
  if (result.success) parsed.set(id, result.data)
}

function funnel(id: string): FunnelDefinition {
  const found = parsed.get(id)
  if (!found) throw new Error(`funnels/${id}.json is missing or invalid`)
  return found
}
function screen<T extends Screen['type']>(f: FunnelDefinition, id: string, type: T): Extract<Screen, { type: T }> {
  const found = f.screens.find((s) => s.id === id)
  if (!found) throw new Error(`${f.id} has no screen ${id}`)
  expect(found.type, `${f.id}/${id}`).toBe(type)
  return found as Extract<Screen, { type: T }>
}
const shape = (f: FunnelDefinition) => f.screens.map((s) => `${s.id}:${s.type}`)

/** A screen the spec places: its id, its type and, where the spec counts them, how many options it offers. */
type Placed = readonly [id: string, type: ScreenType, options?: number]

/** Holds a funnel to the spec's sequence: the same ids and types in the same order, and the counted options. */
function expectSequence(f: FunnelDefinition, placed: readonly Placed[]) {
  expect(shape(f)).toEqual(placed.map(([id, type]) => `${id}:${type}`))
  for (const [id, , count] of placed) {
    if (count === undefined) continue
    const found = f.screens.find((s) => s.id === id) as { options?: unknown[] }
    expect(found.options, `${f.id}/${id} options`).toHaveLength(count)
  }
}

/** The numbers a piece of copy states, commas dropped: "$20,000-$50,000" → [20000, 50000], "45+" → [45]. */
const numbers = (text: string | undefined) => [...(text ?? '').matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')))
const optionNumbers = (s: { options: { value: string }[] }) => s.options.map((o) => numbers(o.value))
const levels = (s: { options: { level?: string }[] }) => s.options.map((o) => o.level)

// The spec's answer sets (section 3), as numbers.
const ages = [[18, 24], [25, 34], [35, 44], [45]]
const minutesPerDay = [[5], [10], [15], [20]]
/** Time: 5 Low, 10 Low, 15 Moderate, 20 High. */
const timeLevels = ['Low', 'Low', 'Moderate', 'High']

/** Every public file a funnel names: images (screens, slides, testimonials) and animations. */
function assetsOf(f: FunnelDefinition): string[] {
  const found = new Set<string>()
  const image = (value: string) => (value.startsWith('/') ? value : `/images/funnels/${f.settings.imageSet}/${value}`)
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk)
    if (!value || typeof value !== 'object') return
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'image' || key === 'imageUrl') && typeof item === 'string') found.add(image(item))
      else if (key === 'animationData' && typeof item === 'string') found.add(item)
      else walk(item)
    }
  }
  walk(f.screens)
  walk(f.settings.testimonials)
  if (f.screens.some((s) => s.type === 'Email' && s.decoration === 'gift-box')) found.add('/lottie/gift-box.json')
  return [...found].sort()
}

describe('funnels/*.json', () => {
  it('holds exactly the 13 funnels: 12 quizzes and the cancellation flow', () => {
    expect(files.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...expectedIds].sort())
  })

  describe.each(files)('%s', (file) => {
    const id = file.replace(/\.json$/, '')
    const json = raw.get(id)!

    it('parses with parseFunnel', () => {
      const result = parseFunnel(json)
      if (!result.success) {
        throw new Error(`${file} is invalid:\n${result.issues.map((issue) => `  ${issue.path}: ${issue.message}`).join('\n')}`)
      }
      expect(result.success).toBe(true)
    })

    it('names itself after its file and points at the JSON Schema', () => {
      expect(json.id).toBe(id)
      expect(json.$schema).toBe('../schemas/generated/funnel.schema.json')
      expect(json.schemaVersion).toBe(1)
      // The content revision: a marketer's edit may raise it (saved progress then restarts).
      expect(Number.isInteger(json.version) && Number(json.version) >= 1).toBe(true)
    })

    it('ends on a terminal screen', () => {
      const f = funnel(id)
      expect(terminalScreenTypes as readonly string[]).toContain(f.screens.at(-1)!.type)
    })

    it('has no placeholder copy', () => {
      expect(JSON.stringify(json)).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|\bxxx\b/i)
    })

    it('writes no headline year into its copy ({{year}} instead; the cited 2024 study keeps its year)', () => {
      const years = [...JSON.stringify(json).matchAll(/\b(20\d\d)\b/g)].map((m) => Number(m[1]))
      expect(years.filter((year) => year >= 2025)).toEqual([])
    })

    it('offers a known plan set with the spec defaults', () => {
      const paywall = funnel(id).settings.paywall
      if (!funnel(id).screens.some((s) => s.type === 'Paywall')) return
      expect(planSets).toContain(paywall?.planSet)
      expect(paywall?.projectsPromiseDays).toBe(28)
      if (id !== 'renew') expect(paywall?.defaultPlanIndex).toBe(1)
      // Several benefits and the refund guarantee of the spec, pointing at the subscription terms.
      expect(paywall?.benefits.length).toBeGreaterThanOrEqual(3)
      expect(paywall?.guarantee).toMatchObject({ title: expect.stringMatching(/money-back/i), link: { href: '/subscription-terms' } })
    })

    it('references only images and animations that exist under public/', () => {
      const assets = assetsOf(funnel(id))
      const missing = assets.filter((path) => !existsSync(join(publicDir, path)))
      expect(missing, `missing files for ${file}`).toEqual([])
      for (const path of assets) {
        const text = readFileSync(join(publicDir, path), 'utf8')
        if (path.endsWith('.svg')) {
          expect(statSync(join(publicDir, path)).size, path).toBeLessThan(4096)
          expect(text, path).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
          expect(text.replace('http://www.w3.org/2000/svg', ''), path).not.toMatch(/https?:|xlink:href|<image|<text/)
        } else if (path.startsWith('/lottie/')) {
          expect(statSync(join(publicDir, path)).size, path).toBeLessThan(6144)
          const lottie = JSON.parse(text) as {
            v: string
            fr: number
            ip: number
            op: number
            w: number
            h: number
            layers: { ty: number }[]
          }
          expect(lottie.v, path).toMatch(/^5\./)
          expect(lottie.fr).toBeGreaterThan(0)
          expect(lottie.op).toBeGreaterThan(lottie.ip)
          expect(lottie.w * lottie.h).toBeGreaterThan(0)
          expect(lottie.layers.length).toBeGreaterThan(0)
          expect(lottie.layers.every((layer) => layer.ty === 4)).toBe(true)
        }
      }
    })

    it('gives every level indicator words for each level its marker can land on', () => {
      for (const s of funnel(id).screens) {
        if (s.type !== 'LevelIndicator') continue
        for (const level of levelNames) expect(markFor(s, level), `${id}/${s.id} ${level}`).toMatchObject({ title: expect.any(String) })
      }
    })

    it('sizes slide images 327x222', () => {
      for (const s of funnel(id).screens) {
        if (s.type !== 'Slider') continue
        for (const slide of s.slides) {
          const path = slide.image!.startsWith('/') ? slide.image! : `/images/funnels/${funnel(id).settings.imageSet}/${slide.image}`
          expect(readFileSync(join(publicDir, path), 'utf8'), path).toContain('width="327" height="222" viewBox="0 0 327 222"')
        }
      }
    })
  })
})

describe('funnel A (challenge_v1)', () => {
  const f = () => funnel('challenge_v1')

  it('has the spec’s 31 screens in order, with the options it counts, ending on the paywall', () => {
    expectSequence(f(), [
      ['FirstScreen', 'SingleOption', 4],
      ['SocialProofScreen', 'Info'],
      ['UserAgeScreen', 'SingleOption', 4],
      ['GoalScreen', 'SingleOption', 5],
      ['AIFeelingsScreen', 'SingleOption', 4],
      ['AIComfortableScreen', 'SingleOption', 4],
      ['AIAfraidScreen', 'SingleOption', 4],
      ['AIAfraidDependentScreen', 'Dependent'],
      ['LearningAIDifficultyScreen', 'SingleOption', 3],
      ['AIProgrammingKnowledgeScreen', 'SingleOption', 3],
      ['UserAIRatingKnowledgeScreen', 'SingleOption', 4],
      ['ChatGPTUsageScreen', 'SingleOption', 4],
      ['AIFamiliarToolsScreen', 'MultipleOption', 9],
      ['AIReplacementFearScreen', 'SingleOption', 4],
      ['AIReplacementFearDependentScreen', 'Dependent'],
      ['IncomeGoalScreen', 'SingleOption', 3],
      ['IncomeBoostByAIScreen', 'SingleOption', 3],
      ['LearningComfortScreen', 'SingleOption', 3],
      ['AIFamiliarToolsScreen2', 'MultipleOption', 9],
      ['AIReadinessRatingScreen', 'SingleOption', 4],
      ['FocusEaseScreen', 'SingleOption', 4],
      ['IncomeGrowthScreen', 'Info'],
      ['AchievementWishScreen', 'SingleOption', 7],
      ['TimeCommitmentScreen', 'SingleOption', 4],
      ['AchievementWishDependentScreen', 'Dependent'],
      ['LoaderScreen', 'Loader'],
      ['EmailScreen', 'Email'],
      ['SubscriptionConsentScreen', 'YesNo', 2],
      ['UserNameScreen', 'Input'],
      ['ChallengeIsReadyScreen', 'Chart'],
      ['PaywallScreen', 'Paywall'],
    ])
  })

  it('asks the spec’s age brackets, income goals and minutes a day, time levelled Low, Low, Moderate, High', () => {
    expect(optionNumbers(screen(f(), 'UserAgeScreen', 'SingleOption'))).toEqual(ages)
    expect(optionNumbers(screen(f(), 'IncomeGoalScreen', 'SingleOption'))).toEqual([[50_000, 100_000], [100_000, 300_000], [300_000]])
    const time = screen(f(), 'TimeCommitmentScreen', 'SingleOption')
    expect(optionNumbers(time)).toEqual(minutesPerDay)
    expect(levels(time)).toEqual(timeLevels)
    // The comfort, knowledge, readiness and focus scales level every answer (the profile reads them).
    for (const id of ['AIComfortableScreen', 'UserAIRatingKnowledgeScreen', 'AIReadinessRatingScreen', 'FocusEaseScreen']) {
      expect(levels(screen(f(), id, 'SingleOption')), id).not.toContain(undefined)
    }
  })

  it('reassures one way for "not really" afraid / "knows AI", another for every other answer, and recalls both', () => {
    const oneStandsOut = (s: Extract<Screen, { type: 'SingleOption' }>, odd: string) => {
      const titles = new Map(s.options.map((o) => [o.id, o.answer?.title]))
      expect([...titles.values()], `${s.id}: every answer is recapped`).not.toContain(undefined)
      const others = new Set([...titles].filter(([id]) => id !== odd).map(([, title]) => title))
      expect(titles.has(odd), `${s.id} has the option ${odd}`).toBe(true)
      expect(others.size, `${s.id}: the other answers share one recap`).toBe(1)
      expect(others.has(titles.get(odd)), `${s.id}: ${odd} has its own recap`).toBe(false)
    }
    oneStandsOut(screen(f(), 'AIAfraidScreen', 'SingleOption'), 'not-really')
    oneStandsOut(screen(f(), 'AIReplacementFearScreen', 'SingleOption'), 'no-i-know-ai')
    expect(screen(f(), 'AIAfraidDependentScreen', 'Dependent').dependentStep).toBe('AIAfraidScreen')
    expect(screen(f(), 'AIReplacementFearDependentScreen', 'Dependent').dependentStep).toBe('AIReplacementFearScreen')
  })

  it('promises AI Master skills 28 days on for every wish, and recalls the wish with a label', () => {
    const wish = screen(f(), 'AchievementWishScreen', 'SingleOption')
    expect(new Set(wish.options.map((o) => o.answer?.title)).size, 'one result headline for every wish').toBe(1)
    for (const option of wish.options) expect(option.answer?.description, option.id).toContain('{{date:+28d}}')
    const recall = screen(f(), 'AchievementWishDependentScreen', 'Dependent')
    expect(recall.dependentStep).toBe('AchievementWishScreen')
    expect(recall.preTitle).toBeTruthy()
    expect(screen(f(), 'ChallengeIsReadyScreen', 'Chart').dependentStep).toBe('AchievementWishScreen')
  })

  it('loads for 6 seconds with testimonials, then asks email, consent and name by their input ids', () => {
    expect(screen(f(), 'LoaderScreen', 'Loader').loadingTime).toBe(6)
    expect(f().settings.loader.defaultSeconds).toBe(6)
    expect(f().settings.testimonials.length).toBeGreaterThanOrEqual(3)
    expect(screen(f(), 'EmailScreen', 'Email').placeholder).toBeTruthy()
    expect(screen(f(), 'SubscriptionConsentScreen', 'YesNo').inputId).toBe('consent')
    expect(screen(f(), 'UserNameScreen', 'Input')).toMatchObject({ inputId: 'name', placeholder: expect.any(String) })
    expect(screen(f(), 'ChallengeIsReadyScreen', 'Chart').disclaimer).toBeTruthy()
  })
})

describe('funnel A, variant 2 (challenge_v2)', () => {
  const f = () => funnel('challenge_v2')
  const base = () => funnel('challenge_v1')

  it('opens with an IndianFirst screen and ends with the certificate before the paywall', () => {
    expect(f().screens[0]!.type).toBe('IndianFirst')
    expect(shape(f()).slice(-2)).toEqual(['CertificateScreen:Info', 'PaywallScreen:Paywall'])
    // Otherwise the same quiz as funnel A.
    expect(shape(f()).slice(1, -2)).toEqual(shape(base()).slice(1, -1))
  })

  it('reorders the fear-of-replacement options and swaps images and testimonials', () => {
    const ids = (x: FunnelDefinition) => screen(x, 'AIReplacementFearScreen', 'SingleOption').options.map((o) => o.id)
    expect(ids(f())).not.toEqual(ids(base()))
    expect([...ids(f())].sort()).toEqual([...ids(base())].sort())
    expect(f().settings.imageSet).not.toBe(base().settings.imageSet)
    expect(f().settings.testimonials).not.toEqual(base().settings.testimonials)
  })
})

describe('funnel B (challenge_100k)', () => {
  const f = () => funnel('challenge_100k')

  it('has 33 screens: screen0…screen27, consent, screen28, screen29 and two paywalls, the second with a discount', () => {
    expectSequence(f(), [
      ['screen0', 'Info'],
      ['screen1', 'SingleOption', 4],
      ['screen2', 'SingleOption'],
      ['screen3', 'Lottie'],
      ['screen4', 'SingleOption'],
      ['screen5', 'SingleOption'],
      ['screen6', 'MultipleOption'],
      ['screen7', 'Info'],
      ['screen8', 'SingleOption', 4],
      ['screen9', 'SingleOption', 4],
      ['screen10', 'SingleOption', 4],
      ['screen11', 'SingleOption', 3],
      ['screen12', 'Image'],
      ['screen13', 'SingleOption'],
      ['screen14', 'SingleOption'],
      ['screen15', 'MultipleOption'],
      ['screen16', 'SingleOption'],
      ['screen17', 'Info'],
      ['screen18', 'SingleOption', 3],
      ['screen19', 'MultipleOption'],
      ['screen20', 'SingleOption'],
      ['screen21', 'SingleOption'],
      ['screen22', 'SingleOption'],
      ['screen23', 'SingleOption', 4],
      ['screen24', 'SingleOption'],
      ['screen25', 'LevelIndicator'],
      ['screen26', 'LoaderWithPopups'],
      ['screen27', 'Email'],
      ['SubscriptionConsentScreen', 'YesNo', 2],
      ['screen28', 'Chart'],
      ['screen29', 'Slider'],
      ['PaywallScreen', 'Paywall'],
      ['DiscountPaywallScreen', 'Paywall'],
    ])
    expect(f().screens[0]!.nextButtonTitle).toBeTruthy()
    const [paywall, discount] = f().screens.slice(-2)
    expect(paywall).not.toHaveProperty('discount')
    expect(discount).toMatchObject({ discount: { percent: expect.any(Number) } })
  })

  it('wires the dependent screens to the steps the spec names: 9 ← 8, 12 ← 11, 18 ← 10, 28 ← 22', () => {
    expect(screen(f(), 'screen9', 'SingleOption').preTitle).toContain('{{answer:screen8}}')
    expect(screen(f(), 'screen12', 'Image')).toMatchObject({ dependentStep: 'screen11', title: '{{answer:screen11.title}}' })
    expect(screen(f(), 'screen18', 'SingleOption').preTitle).toContain('{{answer:screen10}}')
    expect(screen(f(), 'screen28', 'Chart')).toMatchObject({ dependentStep: 'screen22', disclaimer: expect.any(String) })
  })

  it('asks the spec’s answer sets: age, work hours, current and ideal income, minutes a day', () => {
    expect(optionNumbers(screen(f(), 'screen1', 'SingleOption'))).toEqual(ages)
    const hours = [[4], [4, 6], [6, 8], [8]]
    expect(optionNumbers(screen(f(), 'screen8', 'SingleOption'))).toEqual(hours)
    expect(optionNumbers(screen(f(), 'screen9', 'SingleOption'))).toEqual(hours)
    expect(optionNumbers(screen(f(), 'screen10', 'SingleOption'))).toEqual([[20_000], [20_000, 50_000], [50_000, 100_000], [100_000]])
    expect(optionNumbers(screen(f(), 'screen18', 'SingleOption'))).toEqual([[40_000, 60_000], [60_000, 110_000], [110_000]])
    const time = screen(f(), 'screen23', 'SingleOption')
    expect(optionNumbers(time)).toEqual(minutesPerDay)
    expect(levels(time)).toEqual(timeLevels)
    // Confidence, readiness and focus level every answer (the profile on screen25 reads them).
    for (const id of ['screen14', 'screen21', 'screen24']) expect(levels(screen(f(), id, 'SingleOption')), id).not.toContain(undefined)
  })

  it('states the spec’s figures: 500,000 people, 25% / 67% / 56%, $1,600-$2,000 a month', () => {
    expect(screen(f(), 'screen3', 'Lottie')).toMatchObject({ animationData: '/lottie/social-proof.json' })
    // The learners count is Site settings' product fact; its default is the spec's figure.
    expect(numbers(fillFacts(screen(f(), 'screen3', 'Lottie').title, defaultProductFacts))).toContain(500_000)
    const feelings = screen(f(), 'screen11', 'SingleOption').options
    expect(new Set(feelings.map((o) => o.answer?.title)).size, 'a headline of its own for each feeling').toBe(3)
    expect(feelings.map((o) => numbers(o.answer?.description))).toEqual([
      expect.arrayContaining([25]),
      expect.arrayContaining([67]),
      expect.arrayContaining([56]),
    ])
    expect(numbers(screen(f(), 'screen17', 'Info').title)).toEqual(expect.arrayContaining([1600, 2000]))
    // The headline's year is the current one, filled in when the screen is rendered.
    expect(screen(f(), 'screen0', 'Info').title).toContain('{{year}}')
  })

  it('puts the profile marker and its words on the same level, from the answers (Low first options, High last)', () => {
    const profile = screen(f(), 'screen25', 'LevelIndicator')
    const answerAll = (pickOption: (options: Option[]) => Option) =>
      Object.fromEntries(
        profile.levelFrom.map((id, step) => {
          const option = pickOption(screen(f(), id, 'SingleOption').options)
          return [id, { step, screenId: id, question: '', data: option }]
        }),
      )
    const low = deriveLevel(
      profile,
      answerAll((options) => options[0]!),
    )
    expect(low).toEqual({ level: 'Low', textMark: profile.marks?.Low })
    expect(low.textMark?.title).not.toBe(profile.textMark.title)
    expect(
      deriveLevel(
        profile,
        answerAll((options) => options[2]!),
      ),
    ).toEqual({ level: 'Moderate', textMark: profile.textMark })
    expect(
      deriveLevel(
        profile,
        answerAll((options) => options.at(-1)!),
      ),
    ).toEqual({ level: 'High', textMark: profile.marks?.High })
  })

  it('ends with the profile, a loader with three popups, the gift-box email, consent and four weekly slides', () => {
    expect(screen(f(), 'screen25', 'LevelIndicator').textMark).toMatchObject({ title: expect.any(String), description: expect.any(String) })
    expect(screen(f(), 'screen26', 'LoaderWithPopups').feedbacks).toHaveLength(3)
    expect(screen(f(), 'screen27', 'Email')).toMatchObject({ placeholder: expect.any(String), decoration: 'gift-box' })
    expect(screen(f(), 'SubscriptionConsentScreen', 'YesNo').inputId).toBe('consent')
    // Week 1 to 4: up to $42,000/yr, $50,000, $40,000, $100,000.
    expect(screen(f(), 'screen29', 'Slider').slides.map((s) => numbers(s.claim))).toEqual([[42_000], [50_000], [40_000], [100_000]])
  })
})

describe('funnel B variants', () => {
  const content = (f: FunnelDefinition) => JSON.stringify({ settings: f.settings, screens: f.screens })

  it.each(['challenge_100k_v3', 'challenge_100k_v4', 'challenge_100k_v5', 'challenge_100k_v6'])(
    '%s shares the 33-screen sequence but differs from the base',
    (id) => {
      expect(shape(funnel(id))).toEqual(shape(funnel('challenge_100k')))
      expect(content(funnel(id))).not.toEqual(content(funnel('challenge_100k')))
    },
  )

  it('v3–v6 each differ in a different way', () => {
    const variants = ['challenge_100k_v3', 'challenge_100k_v4', 'challenge_100k_v5', 'challenge_100k_v6'].map((id) => content(funnel(id)))
    expect(new Set(variants).size).toBe(4)
  })

  it('challenge_100k_v2 keeps the ends of funnel B', () => {
    const f = funnel('challenge_100k_v2')
    expect(f.screens[0]).toMatchObject({ type: funnel('challenge_100k').screens[0]!.type, nextButtonTitle: expect.any(String) })
    expect(f.screens.at(-1)).toMatchObject({ type: 'Paywall', discount: expect.any(Object) })
    expect(content(f)).not.toEqual(content(funnel('challenge_100k')))
  })
})

describe('product onboarding and renew', () => {
  const introLesson = { courseId: 31, topicId: 72, lessonId: 383 }

  it('product_v1 is seven slides, the last three image-only', () => {
    const slides = funnel('product_v1').screens
    expect(slides).toHaveLength(7)
    expect(slides.every((s) => s.type === 'ProductOnboarding')).toBe(true)
    for (const s of slides.slice(-3)) {
      expect(s.title).toBeUndefined()
      expect(s.image).toBeTruthy()
    }
  })

  it('product_v2 is eight steps with the intro lesson, ending on the challenge choice', () => {
    const f = funnel('product_v2')
    expect(f.screens).toHaveLength(8)
    expect(f.screens.map((s) => s.type).slice(0, 3)).toEqual(['ProductOnboarding', 'IntroLesson', 'IntroLessonFinished'])
    expect(f.screens.find((s) => s.type === 'IntroLesson')).toMatchObject({ lesson: introLesson })
    expect(f.screens.at(-1)).toMatchObject({ id: 'ChallengeReadySlide', type: 'ProductOnboarding' })
  })

  it('product_v3 is the two-step list: the intro lesson, then the challenge choice', () => {
    const f = funnel('product_v3')
    expect(shape(f)).toEqual(['EssentialsLesson:IntroLesson', 'ChallengeReadySlide:ProductOnboarding'])
    expect(f.screens[0]).toMatchObject({ lesson: introLesson })
  })

  it('renew is a short funnel ending on the renewal paywall', () => {
    const f = funnel('renew')
    expect(f.screens.length).toBeLessThanOrEqual(4)
    expect(f.screens.at(-1)!.type).toBe('Paywall')
    expect(f.settings.paywall?.planSet).toBeTruthy()
  })

  it('cancel_v1 asks the reason, then routes each to its save offer or the goodbye (issue #47)', () => {
    const f = funnel('cancel_v1')
    expect(f.kind).toBe('cancellation')
    expect(f.settings.liveForCancellations).toBe(true)
    expect(shape(f)).toEqual([
      'reason:SingleOption',
      'offer_discount:SaveOffer',
      'offer_pause:SaveOffer',
      'offer_switch:SaveOffer',
      'goodbye:SaveOffer',
    ])
    const offers = f.screens.map((s) => (s.type === 'SaveOffer' ? (s.offer?.kind ?? 'goodbye') : null)).slice(1)
    expect(offers).toEqual(['discount', 'pause', 'switch-plan', 'goodbye'])
    const switchTo = f.screens.find((s) => s.type === 'SaveOffer' && s.offer?.kind === 'switch-plan')
    const productId = switchTo?.type === 'SaveOffer' && switchTo.offer?.kind === 'switch-plan' ? switchTo.offer.productId : ''
    expect(seedPlans.map((plan) => plan.planId)).toContain(productId)
  })
})

describe('the plan sets the funnels offer', () => {
  const period = (p: { value: number; unit: string }) => `${p.value}${p.unit}`
  const plansOf = (set: string) => seedPlans.filter((plan) => plan.set === set).sort((a, b) => (a.order ?? 0) - (b.order ?? 0))

  // Section 9: 1 week then every 4 weeks; 4 weeks then every 4 weeks; 12 weeks then every 12 weeks.
  it('weekly-1-4-12 bills the spec’s first and renewal periods, in order', () => {
    expect(plansOf('weekly-1-4-12').map((plan) => [period(plan.firstPeriod), period(plan.renewalPeriod)])).toEqual([
      ['1W', '4W'],
      ['4W', '4W'],
      ['12W', '12W'],
    ])
  })

  // …and the variant sets: 4, 12, 52 weeks; 1 month, 3 months, 1 year.
  it.each([
    ['weeks-4-12-52', ['4W', '12W', '52W']],
    ['months-1-3-12', ['1M', '3M', '1Y']],
  ])('%s bills the spec’s periods, in order', (set, expected) => {
    expect(plansOf(set).map((plan) => period(plan.firstPeriod))).toEqual(expected)
  })
})

describe('discount paywalls tell the truth', () => {
  const discounted = [...parsed.values()].flatMap((f) =>
    f.screens.flatMap((screen) =>
      screen.type === 'Paywall' && screen.discount ? [{ f, screen, set: screen.planSet ?? f.settings.paywall?.planSet ?? '' }] : [],
    ),
  )

  it('some funnels have one (so this check checks something)', () => {
    expect(discounted.length).toBeGreaterThanOrEqual(6)
  })

  it.each(discounted.map((entry) => [`${entry.f.id} ${entry.screen.id}`, entry] as const))(
    '%s: the stated percentage is what the demo plan set gives in every currency',
    (_name, { screen, set }) => {
      const plans = seedPlans.filter((plan) => plan.set === set)
      expect(plans.length).toBeGreaterThan(0)
      expect(statedDiscountProblems(screen.discount!.percent, plans)).toEqual([])
    },
  )
})
