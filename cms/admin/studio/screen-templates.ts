import type { ScreenInput, ScreenType } from '@schemas/screens'

/** What a new screen may refer to: the closest earlier question, for screens that recall an answer. */
export type TemplateContext = { id: string; earlierQuestionId?: string }

type Template<T extends ScreenType> = (context: TemplateContext) => Omit<Extract<ScreenInput, { type: T }>, 'id' | 'type'>

const options = (...values: string[]) => values.map((value, index) => ({ id: `option${index + 1}`, value }))
const picture = '/images/funnels/default/avatar-1.svg'

// A sensible start for each of the 21 types: valid as it stands, with copy that says what to write.
const templates: { [T in ScreenType]: Template<T> } = {
  SingleOption: () => ({ title: 'Which one fits you best?', options: options('First answer', 'Second answer', 'Third answer') }),
  MultipleOption: () => ({ title: 'What are you interested in?', options: options('First choice', 'Second choice', 'Third choice') }),
  Image: () => ({ title: 'A picture worth a thousand words', image: picture }),
  Skip: () => ({ title: 'Want to see an example first?' }),
  Dependent: ({ earlierQuestionId }) => ({ dependentStep: earlierQuestionId ?? 'screen0', title: 'Here is what your answer means' }),
  Loader: () => ({ loadingText: 'Preparing your personal plan…' }),
  Info: () => ({ title: 'Did you know?', description: 'Tell the visitor something that keeps them going.' }),
  Input: () => ({ title: 'What should we call you?', inputId: 'name', placeholder: 'Your name' }),
  Email: () => ({ title: 'Where should we send your plan?' }),
  YesNo: () => ({
    title: 'Would you like tips by email?',
    options: options('Yes', 'No') as [{ id: string; value: string }, { id: string; value: string }],
  }),
  Chart: () => ({ title: 'Your progress over the next four weeks' }),
  ProductOnboarding: () => ({ title: 'Welcome to your learning space', description: 'Here is how to get started.' }),
  Paywall: () => ({ title: 'Choose your plan' }),
  IndianFirst: () => ({
    title: 'Ready to start?',
    image: picture,
    options: options('Yes', 'Not yet') as [{ id: string; value: string }, { id: string; value: string }],
  }),
  LevelIndicator: ({ earlierQuestionId }) => ({
    title: 'Your readiness level',
    label: 'Readiness',
    textMark: { title: 'You are on your way', description: 'A few weeks of practice make the difference.' },
    levelFrom: [earlierQuestionId ?? 'screen0'],
  }),
  Lottie: () => ({ title: 'Thousands learn with us every day', animationData: '/lottie/social-proof.json' }),
  Slider: () => ({
    slides: [
      { title: 'Week 1', description: 'The basics' },
      { title: 'Week 2', description: 'Your first project' },
    ],
  }),
  LoaderWithPopups: () => ({
    loadingText: 'Building your plan…',
    feedbacks: [{ author: 'Sam K.', title: 'Worth it', comment: 'Short lessons that fit my day.' }],
  }),
  IntroLesson: () => ({}),
  IntroLessonFinished: () => ({ title: 'Well done: you finished your first lesson!' }),
  SaveOffer: () => ({
    title: 'Take a break instead?',
    description: 'Pause for one billing period: no charge, and everything is here when you come back.',
    offer: { kind: 'pause' },
    acceptLabel: 'Pause instead',
  }),
}

/** A new screen of `type` with the given id, ready to edit. */
export function screenTemplate<T extends ScreenType>(type: T, context: TemplateContext): Extract<ScreenInput, { type: T }> {
  const template = templates[type] as Template<T>
  return { id: context.id, type, ...template(context) } as Extract<ScreenInput, { type: T }>
}

/** The first free id of the form screenN, so rules and answers keep referring to the right screen. */
export function freeScreenId(taken: readonly unknown[]): string {
  const ids = new Set(taken.map((id) => String(id)))
  for (let n = ids.size; ; n++) if (!ids.has(`screen${n}`)) return `screen${n}`
}
