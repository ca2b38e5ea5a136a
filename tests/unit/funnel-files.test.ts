import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type FunnelDefinition, parseFunnel, type Screen, terminalScreenTypes } from '../../schemas'
import { statedDiscountProblems } from '../../schemas/funnel/discount-truth'
import { plans as seedPlans } from '../../cms/seed/data/plans'

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
  it('holds exactly the 12 funnels', () => {
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
      expect(json.version).toBe(1)
      expect(String(json.description).length).toBeGreaterThan(80)
    })

    it('ends on a terminal screen', () => {
      const f = funnel(id)
      expect(terminalScreenTypes as readonly string[]).toContain(f.screens.at(-1)!.type)
    })

    it('has no placeholder copy', () => {
      expect(JSON.stringify(json)).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|\bxxx\b/i)
    })

    it('offers a known plan set with the spec defaults', () => {
      const paywall = funnel(id).settings.paywall
      if (!funnel(id).screens.some((s) => s.type === 'Paywall')) return
      expect(planSets).toContain(paywall?.planSet)
      expect(paywall?.projectsPromiseDays).toBe(28)
      if (id !== 'renew') expect(paywall?.defaultPlanIndex).toBe(1)
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
          const lottie = JSON.parse(text) as { v: string; fr: number; ip: number; op: number; w: number; h: number; layers: { ty: number }[] }
          expect(lottie.v, path).toMatch(/^5\./)
          expect(lottie.fr).toBeGreaterThan(0)
          expect(lottie.op).toBeGreaterThan(lottie.ip)
          expect(lottie.w * lottie.h).toBeGreaterThan(0)
          expect(lottie.layers.length).toBeGreaterThan(0)
          expect(lottie.layers.every((layer) => layer.ty === 4)).toBe(true)
        }
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

  it('has the spec’s 31 screens in order, ending on the paywall', () => {
    expect(f().screens.map((s) => s.id)).toEqual([
      'FirstScreen',
      'SocialProofScreen',
      'UserAgeScreen',
      'GoalScreen',
      'AIFeelingsScreen',
      'AIComfortableScreen',
      'AIAfraidScreen',
      'AIAfraidDependentScreen',
      'LearningAIDifficultyScreen',
      'AIProgrammingKnowledgeScreen',
      'UserAIRatingKnowledgeScreen',
      'ChatGPTUsageScreen',
      'AIFamiliarToolsScreen',
      'AIReplacementFearScreen',
      'AIReplacementFearDependentScreen',
      'IncomeGoalScreen',
      'IncomeBoostByAIScreen',
      'LearningComfortScreen',
      'AIFamiliarToolsScreen2',
      'AIReadinessRatingScreen',
      'FocusEaseScreen',
      'IncomeGrowthScreen',
      'AchievementWishScreen',
      'TimeCommitmentScreen',
      'AchievementWishDependentScreen',
      'LoaderScreen',
      'EmailScreen',
      'SubscriptionConsentScreen',
      'UserNameScreen',
      'ChallengeIsReadyScreen',
      'PaywallScreen',
    ])
    expect(f().screens.at(-1)!.type).toBe('Paywall')
  })

  it('recaps the fear answers as the spec words them', () => {
    const afraid = screen(f(), 'AIAfraidScreen', 'SingleOption')
    for (const option of afraid.options) {
      expect(option.answer?.title).toBe(
        option.value === 'Not really'
          ? "Awesome! Let's get you to the next level"
          : 'Worry no more! We will help you to gain your confidence back',
      )
    }
    expect(screen(f(), 'AIAfraidDependentScreen', 'Dependent').dependentStep).toBe('AIAfraidScreen')
    const replaced = screen(f(), 'AIReplacementFearScreen', 'SingleOption')
    for (const option of replaced.options) {
      if (option.value === 'No, because I know how to use it') expect(option.answer?.title).toMatch(/^Great to hear/)
      else expect(option.answer?.title).toBe('There is nothing to worry about')
    }
    expect(screen(f(), 'AIReplacementFearDependentScreen', 'Dependent').dependentStep).toBe('AIReplacementFearScreen')
  })

  it('promises AI Master skills by a computed date for every wish, labelled "Your goal:"', () => {
    const wish = screen(f(), 'AchievementWishScreen', 'SingleOption')
    expect(wish.options.map((o) => o.value)).toEqual([
      'Buy a house',
      'A perfect wedding',
      'Vacation',
      'Buy a car',
      'Worry-free retirement',
      "Children's education",
      'Other',
    ])
    for (const option of wish.options) {
      expect(option.answer?.title).toBe("Here's Your AI-Driven Income Growth Challenge")
      expect(option.answer?.description).toContain('AI Master skills by {{date:+28d}}')
    }
    const recall = screen(f(), 'AchievementWishDependentScreen', 'Dependent')
    expect(recall).toMatchObject({ dependentStep: 'AchievementWishScreen', preTitle: 'Your goal:' })
  })

  it('pins the loader, email, consent, name and chart screens', () => {
    expect(screen(f(), 'LoaderScreen', 'Loader')).toMatchObject({ loadingText: 'Creating your personal challenge', loadingTime: 6 })
    expect(f().settings.loader.defaultSeconds).toBe(6)
    expect(f().settings.testimonials.length).toBeGreaterThanOrEqual(3)
    expect(screen(f(), 'EmailScreen', 'Email')).toMatchObject({
      title: 'Enter your email to get your Personal AI-Driven Income Growth Challenge!',
      placeholder: 'Type your email',
    })
    expect(screen(f(), 'SubscriptionConsentScreen', 'YesNo').inputId).toBe('consent')
    expect(screen(f(), 'UserNameScreen', 'Input')).toMatchObject({ inputId: 'name', title: 'What is your name?', placeholder: 'Enter your name' })
    expect(screen(f(), 'ChallengeIsReadyScreen', 'Chart')).toMatchObject({
      title: 'Your 4-week challenge is ready',
      disclaimer: 'This chart is for illustrative purposes only',
    })
  })

  it('asks the two nine-option multi-selects and levels the time scale', () => {
    expect(screen(f(), 'AIFamiliarToolsScreen', 'MultipleOption').options).toHaveLength(9)
    expect(screen(f(), 'AIFamiliarToolsScreen2', 'MultipleOption').options.map((o) => o.value)).toEqual([
      'Graphic Design',
      'Content Creation',
      'Web Development',
      'Digital Marketing',
      'Social Media Management',
      'Video Editing',
      'Photography',
      'E-commerce',
      'Consulting',
    ])
    const time = screen(f(), 'TimeCommitmentScreen', 'SingleOption')
    expect(time.options.map((o) => [o.value, o.level])).toEqual([
      ['5 min/day', 'Low'],
      ['10 min/day', 'Low'],
      ['15 min/day', 'Moderate'],
      ['20 min/day', 'High'],
    ])
  })
})

describe('funnel A, variant 2 (challenge_v2)', () => {
  const f = () => funnel('challenge_v2')
  const base = () => funnel('challenge_v1')

  it('opens with an IndianFirst screen and ends with the certificate before the paywall', () => {
    expect(f().screens[0]!.type).toBe('IndianFirst')
    expect(f().screens.at(-2)).toMatchObject({ id: 'CertificateScreen', title: 'Complete the challenge. Earn your certificate.' })
    expect(JSON.stringify(f().screens.at(-2))).toContain('Verified for LinkedIn, Portfolio & CV')
    expect(f().screens.at(-1)!.type).toBe('Paywall')
    // Otherwise the same quiz as funnel A.
    expect(shape(f()).slice(1, -2)).toEqual(shape(base()).slice(1, -1))
  })

  it('reorders the fear-of-replacement options and swaps images and testimonials', () => {
    const values = (x: FunnelDefinition) => screen(x, 'AIReplacementFearScreen', 'SingleOption').options.map((o) => o.value)
    expect(values(f())).not.toEqual(values(base()))
    expect([...values(f())].sort()).toEqual([...values(base())].sort())
    expect(f().settings.imageSet).toBe('v2')
    expect(f().settings.testimonials).not.toEqual(base().settings.testimonials)
  })
})

describe('funnel B (challenge_100k)', () => {
  const f = () => funnel('challenge_100k')

  it('has 33 screens: screen0…screen27, consent, screen28, screen29 and two paywalls', () => {
    expect(f().screens.map((s) => s.id)).toEqual([
      ...Array.from({ length: 28 }, (_, n) => `screen${n}`),
      'SubscriptionConsentScreen',
      'screen28',
      'screen29',
      'PaywallScreen',
      'DiscountPaywallScreen',
    ])
    expect(f().screens[0]!.nextButtonTitle).toBe('Start My $100K Journey')
    const [paywall, discount] = f().screens.slice(-2)
    expect(paywall).toMatchObject({ type: 'Paywall' })
    expect(paywall).not.toHaveProperty('discount')
    expect(discount).toMatchObject({ type: 'Paywall', discount: { percent: expect.any(Number) } })
  })

  it('wires the dependent screens to the steps the spec names', () => {
    expect(screen(f(), 'screen3', 'Lottie')).toMatchObject({ animationData: '/lottie/social-proof.json' })
    expect(screen(f(), 'screen3', 'Lottie').title).toMatch(/^Over 500,000 people/)
    expect(screen(f(), 'screen9', 'SingleOption').preTitle).toContain('{{answer:screen8}}')
    expect(screen(f(), 'screen12', 'Image')).toMatchObject({ dependentStep: 'screen11', title: '{{answer:screen11.title}}' })
    expect(screen(f(), 'screen18', 'SingleOption').preTitle).toContain('{{answer:screen10}}')
    expect(screen(f(), 'screen28', 'Chart')).toMatchObject({
      dependentStep: 'screen22',
      title: '4-week AI Income Growth Challenge is ready!',
      disclaimer: 'This chart is for illustrative purposes only',
      nextButtonTitle: 'Get my plan',
    })
  })

  it('quotes the spec’s statistics and answer sets', () => {
    const feelings = screen(f(), 'screen11', 'SingleOption').options.map((o) => o.answer?.description ?? '')
    expect(feelings).toHaveLength(3)
    expect(feelings[0]).toContain('25% of Americans')
    expect(feelings[1]).toContain('67%')
    expect(feelings[2]).toContain('56%')
    expect(screen(f(), 'screen17', 'Info').title).toContain('$1,600-$2,000/month in 2 weeks')
    expect(screen(f(), 'screen1', 'SingleOption').options.map((o) => o.value)).toEqual(['18-24', '25-34', '35-44', '45+'])
    expect(screen(f(), 'screen10', 'SingleOption').options.map((o) => o.value)).toEqual([
      'Under $20,000',
      '$20,000-$50,000',
      '$50,000-$100,000',
      'Over $100,000',
    ])
    expect(screen(f(), 'screen18', 'SingleOption').options.map((o) => o.value)).toEqual([
      '$40,000-$60,000',
      '$60,000-$110,000',
      'Over $110,000',
    ])
    expect(screen(f(), 'screen23', 'SingleOption').options.map((o) => [o.value, o.level])).toEqual([
      ['5 min/day', 'Low'],
      ['10 min/day', 'Low'],
      ['15 min/day', 'Moderate'],
      ['20 min/day', 'High'],
    ])
  })

  it('pins the profile, loader, email, consent and weekly slides', () => {
    expect(screen(f(), 'screen25', 'LevelIndicator')).toMatchObject({
      title: 'AI Income Boost Profile is Ready',
      label: 'Freelance Potential Score',
      textMark: { title: 'Competent', description: 'Strong readiness for using AI to earn' },
    })
    const loader = screen(f(), 'screen26', 'LoaderWithPopups')
    expect(loader.loadingText).toBe('Setting up your personal challenge...')
    expect(loader.feedbacks).toHaveLength(3)
    expect(screen(f(), 'screen27', 'Email')).toMatchObject({ placeholder: 'Type your email', decoration: 'gift-box' })
    const consent = screen(f(), 'SubscriptionConsentScreen', 'YesNo')
    expect(consent.inputId).toBe('consent')
    expect(consent.options.map((o) => o.value)).toEqual(["Yes, I'm in!", "I don't want to receive tips"])
    const slider = screen(f(), 'screen29', 'Slider')
    expect(slider.nextButtonTitle).toBe("Let's begin!")
    expect(slider.slides.map((s) => [s.title, s.claim])).toEqual([
      ['Visual Hustles', 'up to $42,000/yr'],
      ['AI Templates & Tools', 'up to $50,000'],
      ['Next-Level AI Services', 'up to $40,000'],
      ['Build Your Brand & Scale', 'up to $100,000'],
    ])
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
    expect(f.screens[0]!.nextButtonTitle).toBe('Start My $100K Journey')
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
    expect(f.screens.at(-1)).toMatchObject({ type: 'ProductOnboarding', title: 'Go with the challenge or create your personal plan' })
  })

  it('product_v3 is the two-step list starting with the intro lesson', () => {
    const f = funnel('product_v3')
    expect(f.screens.map((s) => s.title)).toEqual(["Let's start with the essentials", 'Challenge ready! Ready to dive in?'])
    expect(f.screens[0]).toMatchObject({ type: 'IntroLesson', lesson: introLesson })
  })

  it('product slides use the spec’s titles', () => {
    const titles = ['product_v1', 'product_v2']
      .flatMap((id) => funnel(id).screens.map((s) => s.title ?? ''))
      .join('\n')
    for (const title of [
      'Invest in your future, and freedom today',
      'Only the skills you need for real AI tasks',
      'Unlock your potential with 15 AI tools!',
      'learn twice as much in half the time',
    ]) {
      expect(titles).toContain(title)
    }
  })

  it('renew is a short funnel ending on the renewal paywall', () => {
    const f = funnel('renew')
    expect(f.screens.length).toBeLessThanOrEqual(4)
    expect(f.screens.at(-1)!.type).toBe('Paywall')
    expect(f.settings.paywall?.planSet).toBeTruthy()
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
