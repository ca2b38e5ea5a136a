import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { screenSchema, type ScreenInput, type ScreenOf, type ScreenType } from '@schemas/screens'
import type { ComponentType } from 'react'
import { ChartScreen } from './chart'
import { EmailScreen } from './email'
import { InfoScreen } from './info'
import { MultipleOptionScreen } from './multiple-option'
import { PaywallScreen } from './paywall'
import { SingleOptionScreen } from './single-option'
import { preloadRenderer } from './registry'
import type { PaywallData, ScreenProps, ScreenView } from './types'

/** Parses through the real schema so defaults (hint, disclaimer, placeholder…) are applied. */
function propsFor<T extends ScreenType>(
  input: Extract<ScreenInput, { type: T }>,
  overrides: Partial<Omit<ScreenProps<T>, 'screen'>> = {},
): ScreenProps<T> {
  const screen = screenSchema.parse(input) as ScreenOf<T>
  const view: ScreenView = {
    title: screen.title,
    description: screen.description,
    options: 'options' in screen ? [...screen.options] : undefined,
  }
  return { screen, view, selectedOptionIds: [], inputValue: '', canContinue: true, send: () => undefined, ...overrides }
}

const ages = [
  { id: 'a18', value: '18-24' },
  { id: 'a25', value: '25-34' },
  { id: 'a35', value: '35-44' },
]

describe('SingleOption', () => {
  it('is a radiogroup whose chosen option is aria-checked', () => {
    const html = renderToStaticMarkup(
      <SingleOptionScreen
        {...propsFor({ id: 'age', type: 'SingleOption', title: 'What is your age?', options: ages }, { selectedOptionIds: ['a25'] })}
      />,
    )
    expect(html).toContain('role="radiogroup"')
    expect(html.match(/role="radio"/g)).toHaveLength(3)
    expect(html).toMatch(/role="radio" aria-checked="true"[^>]*>(?:(?!<\/button>).)*25-34/)
    expect(html.match(/aria-checked="false"/g)).toHaveLength(2)
  })

  it('shows the chosen option’s answer as feedback', () => {
    const options = [
      { id: 'yes', value: 'Yes', answer: { title: 'Worry no more!' } },
      { id: 'no', value: 'Not really', answer: { title: 'Awesome!' } },
    ]
    const html = renderToStaticMarkup(
      <SingleOptionScreen
        {...propsFor({ id: 'afraid', type: 'SingleOption', title: 'Afraid?', options }, { selectedOptionIds: ['no'] })}
      />,
    )
    expect(html).toContain('Awesome!')
    expect(html).not.toContain('Worry no more!')
  })
})

describe('MultipleOption', () => {
  it('shows the hint, checkbox semantics and a disabled Continue until it may continue', () => {
    const html = renderToStaticMarkup(
      <MultipleOptionScreen
        {...propsFor(
          { id: 'tools', type: 'MultipleOption', title: 'Which tools?', hint: 'Select all that apply', options: ages, minSelections: 2 },
          { canContinue: false },
        )}
      />,
    )
    expect(html).toContain('Select all that apply')
    expect(html.match(/role="checkbox"/g)).toHaveLength(3)
    expect(html).toMatch(/<button type="button" class="f-button f-button--primary" aria-disabled="true"[^>]*>Continue<\/button>/)
    expect(html).toContain('Choose at least 2')
  })
})

describe('Email', () => {
  it('is a labelled email field whose error is an alert tied to the input', () => {
    const html = renderToStaticMarkup(
      <EmailScreen
        {...propsFor(
          { id: 'email', type: 'Email', title: 'Enter your email' },
          { inputValue: 'nope', error: 'Please enter a valid email' },
        )}
      />,
    )
    expect(html).toContain('<form')
    expect(html).toMatch(/type="email" autoComplete="email"/)
    expect(html).toContain('placeholder="Type your email"')
    const errorId = html.match(/<p id="([^"]+)" class="f-field__error" role="alert">Please enter a valid email<\/p>/)?.[1]
    expect(errorId).toBeDefined()
    expect(html).toContain(`aria-describedby="${errorId}"`)
    expect(html).toContain('aria-invalid="true"')
  })
})

const gbp = (id: string, name: string, first: number, renewal: number, weeks: [number, number]): PaywallData['plans'][number] => ({
  id,
  name,
  firstPeriod: { unit: 'W', value: weeks[0] },
  renewalPeriod: { unit: 'W', value: weeks[1] },
  firstPriceCents: first,
  renewalPriceCents: renewal,
  currency: 'GBP',
  tags: [],
})

const paywall: PaywallData = {
  plans: [
    gbp('p1', '1-week plan', 693, 3895, [1, 4]),
    gbp('p4', '4-week plan', 1999, 3895, [4, 4]),
    gbp('p12', '12-week plan', 4999, 8999, [12, 12]),
  ],
  defaultPlanIndex: 1,
  projectsPromiseDays: 28,
  benefits: ['20+ top AI courses and 3 personal challenges', 'Access to 15 AI tools in one place', 'Customer support'],
  guarantee: {
    title: 'Money-back guarantee',
    text: 'You can ask for a refund under the conditions in our subscription terms.',
    link: { href: '/subscription-terms', text: 'Read the subscription terms' },
  },
  testimonials: [
    { author: 'Emily R.', comment: 'Landed my first clients.' },
    { author: 'Marcus T.', comment: 'Raised my rates.' },
    { author: 'Priya S.', comment: 'Got my evenings back.' },
    { author: 'David K.', comment: 'Never too old.' },
  ],
  faq: [
    {
      question: 'Can I get a refund?',
      answer: 'Yes, under conditions.',
      link: { href: '/subscription-terms', text: 'Subscription terms' },
    },
  ],
}

const radioFor = (html: string, value: string) => html.match(new RegExp(`<input[^>]*type="radio"[^>]*value="${value}"[^>]*>`))?.[0]

describe('Paywall', () => {
  const render = (overrides: Partial<ScreenProps<'Paywall'>>, discount?: { percent: number; title: string }) =>
    renderToStaticMarkup(
      <PaywallScreen {...propsFor({ id: 'paywall', type: 'Paywall', title: 'Your plan', discount }, { paywall, ...overrides })} />,
    )

  it('shows pound prices, checks the selected plan and states the renewal in the consent', () => {
    const html = render({ selectedPlanId: 'p4' })
    expect(html).toContain('£19.99')
    expect(html).toContain('£38.95')
    expect(html).not.toContain('$')
    const checked = (planId: string) => radioFor(html, planId)?.includes('checked=""')
    expect(checked('p4')).toBe(true)
    expect(checked('p1')).toBe(false)
    expect(checked('p12')).toBe(false)
    expect(html).toContain(
      'if you don&#x27;t cancel before the end of the 4-week introductory period, you will be charged £38.95 every 4 weeks until you cancel.',
    )
    expect(html).toContain('projects in 28 days')
    expect(html.match(/class="f-testimonial"/g)).toHaveLength(3)
    expect(html).toContain('href="/subscription-terms"')
    expect(html).toContain('Get my plan')
  })

  it('builds the consent from the chosen plan', () => {
    expect(render({ selectedPlanId: 'p1' })).toContain('end of the 1-week introductory period, you will be charged £38.95 every 4 weeks')
    expect(render({ selectedPlanId: 'p12' })).toContain('end of the 12-week introductory period, you will be charged £89.99 every 12 weeks')
  })

  it('on a discount paywall strikes the list price through next to the sale price', () => {
    const discounted = {
      ...paywall,
      plans: paywall.plans.map((plan) => ({ ...plan, salePriceCents: Math.round(plan.firstPriceCents / 2) })),
    }
    const html = render({ paywall: discounted, selectedPlanId: 'p4' }, { percent: 50, title: 'One-time 50% off' })
    expect(html).toMatch(/<s class="f-plan__was">.*£19\.99<\/s>/)
    expect(html).toContain('£10.00')
    expect(html).toContain('-50%')
    expect(html).toContain('role="timer"')
    expect(html).toContain('10:00')
  })

  it('badges each plan with the discount its own prices give, whatever the copy says', () => {
    const sale = { p1: 499, p4: 1499, p12: 2999 } as Record<string, number>
    const discounted = { ...paywall, plans: paywall.plans.map((plan) => ({ ...plan, salePriceCents: sale[plan.id] })) }
    const html = render({ paywall: discounted, selectedPlanId: 'p4' }, { percent: 50, title: 'A one-time offer' })
    expect(html).toContain('>-28%<')
    expect(html).toContain('>-25%<')
    expect(html).toContain('>-40%<')
    expect(html).toContain('up to -40%')
    expect(html).not.toContain('-50%')
  })

  it('lists the promise and every benefit, then the money-back guarantee with its terms link', () => {
    const html = render({ selectedPlanId: 'p4' })
    const benefits = html.match(/<ul class="f-benefits__list">.*?<\/ul>/)?.[0] ?? ''
    expect(benefits.match(/<li/g)).toHaveLength(4)
    expect(benefits).toContain('Build your first AI projects in 28 days')
    expect(benefits).toContain('Access to 15 AI tools in one place')
    expect(html).toMatch(
      /<section class="f-guarantee".*class="f-guarantee__title"><span class="f-nowrap">Money-back<\/span> guarantee<\/h2>/,
    )
    expect(html).toContain('<a href="/subscription-terms">Read the subscription terms</a>')
  })

  it('keeps "4-week" of the headline on one line', () => {
    const html = renderToStaticMarkup(
      <PaywallScreen
        {...propsFor({ id: 'paywall', type: 'Paywall', title: 'Start your 4-week AI Income Growth Challenge' }, { paywall })}
      />,
    )
    expect(html).toMatch(/<h1[^>]*>Start your <span class="f-nowrap">4-week<\/span> AI Income Growth Challenge<\/h1>/)
  })

  it('says plans are unavailable instead of crashing when there are none', () => {
    expect(render({ paywall: undefined })).toContain('Plans are unavailable right now — please refresh')
    expect(render({ paywall: { ...paywall, plans: [] } })).toContain('Plans are unavailable right now')
  })
})

describe('Info', () => {
  const render = (title: string, statistic: string) =>
    renderToStaticMarkup(<InfoScreen {...propsFor({ id: 'stat', type: 'Info', title, statistic })} />)

  it('shows a figure the title states once, big inside the title, never split inside the range', () => {
    const html = render('People are making $1,600-$2,000/month in 2 weeks', '$1,600-$2,000/month')
    expect(html.split('$1,600-$2,000')).toHaveLength(2)
    expect(html).not.toContain('f-statistic')
    expect(html).toMatch(/<span class="f-title__figure"><span class="f-nowrap">\$1,600-\$2,000<\/span><wbr\/>\/month<\/span>/)
  })

  it('shows a figure the title does not state above it', () => {
    const html = render('More than 690,000 people mastered AI', '690,000+')
    expect(html).toMatch(/<p class="f-statistic">690,000\+<\/p><h1/)
  })
})

describe('Chart', () => {
  it('shows the disclaimer and an accessible SVG labelled with the recalled goal', () => {
    const props = propsFor({ id: 'chart', type: 'Chart', title: 'Your challenge is ready' })
    const html = renderToStaticMarkup(<ChartScreen {...props} view={{ ...props.view, recalled: { label: 'Buy a house' } }} />)
    expect(html).toContain('This chart is for illustrative purposes only')
    expect(html).toMatch(
      /<svg[^>]*role="img"[^>]*aria-label="Growth curve rising from Now to Buy a house over Week 1, Week 2, Week 3, Week 4"/,
    )
  })
})

const two = [
  { id: 'yes', value: 'Yes' },
  { id: 'no', value: 'No' },
] as [{ id: string; value: string }, { id: string; value: string }]

/** The smallest valid screen of each type. */
const minimal: { [T in ScreenType]: Omit<Extract<ScreenInput, { type: T }>, 'id' | 'type'> } = {
  SingleOption: { title: 'Pick one', options: ages },
  MultipleOption: { title: 'Pick some', options: ages },
  Image: { title: 'A picture', image: '/images/x.svg' },
  Skip: { title: 'Optional' },
  Dependent: { dependentStep: 'earlier' },
  Loader: { loadingText: 'Creating your personal challenge', steps: ['One', 'Two'] },
  Info: { title: 'More than 690,000 people mastered AI', statistic: '690,000+' },
  Input: { title: 'What is your name?', inputId: 'name' },
  Email: { title: 'Enter your email', decoration: 'gift-box' },
  YesNo: { title: 'Tips?', options: two },
  Chart: { title: 'Ready' },
  ProductOnboarding: {},
  Paywall: { title: 'Your plan' },
  IndianFirst: { title: 'Have you ever used AI?', image: '/images/first.svg', options: two },
  LevelIndicator: {
    title: 'Profile ready',
    label: 'Freelance Potential Score',
    textMark: { title: 'Competent', description: 'Strong readiness' },
    levelFrom: ['earlier'],
  },
  Lottie: { title: 'Over 500,000 people', animationData: '/lottie/social-proof.json' },
  Slider: { title: 'Your roadmap', slides: [{ title: 'Visual Hustles', claim: 'up to $42,000/yr' }, { title: 'AI Templates' }] },
  LoaderWithPopups: { loadingText: 'Setting up…', feedbacks: [{ author: 'Tom', title: 'Great', comment: 'Really.' }] },
  IntroLesson: {},
  IntroLessonFinished: { title: 'Great job!' },
  SaveOffer: { title: 'Take a break instead?', offer: { kind: 'pause' }, acceptLabel: 'Pause instead' },
}

describe('every renderer', () => {
  it.each(Object.keys(minimal) as ScreenType[])('%s renders one focusable, non-empty h1', async (type) => {
    const Component = (await preloadRenderer(type)) as ComponentType<ScreenProps>
    const props = propsFor({ id: 's1', type, ...minimal[type] } as ScreenInput, { paywall })
    const html = renderToStaticMarkup(<Component {...props} />)
    const headings = html.match(/<h1[^>]*tabindex="-1"[^>]*>([^<]+)<\/h1>/g) ?? []
    expect(headings).toHaveLength(1)
    expect(html.match(/<h1/g)).toHaveLength(1)
  })
})
