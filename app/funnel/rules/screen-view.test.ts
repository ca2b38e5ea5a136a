import { describe, expect, it } from 'vitest'
import { buildFunnel, choice, info, paywall, startFunnel } from '@engine/test-support/funnel-factory'
import type { ScreenInput } from '@schemas/screens'
import { buildScreenView } from './screen-view'
import { imageUrl } from './image-url'

const feelings: ScreenInput = {
  id: 'feel',
  type: 'SingleOption',
  title: 'How do you feel?',
  options: [
    { id: 'stable', value: 'I feel stable', answer: { title: 'Great, {{name}}', description: 'Keep going' } },
    { id: 'tight', value: 'Things are tight', answer: { title: 'We can help' } },
  ],
}

function viewAfter(screens: ScreenInput[], events: Parameters<ReturnType<typeof startFunnel>['send']>, extra = {}) {
  const definition = buildFunnel(screens, extra)
  const funnel = startFunnel(definition)
  funnel.send(...events)
  const snapshot = funnel.actor.getSnapshot()
  const screen = definition.screens.find((candidate) => candidate.id === snapshot.value)!
  return buildScreenView(snapshot, screen, definition)
}

describe('buildScreenView', () => {
  // A recap's own placeholders are filled where the recap is shown, not inside another template
  // ({{answer:feel.title}} inserts the recap as written): templates are not evaluated twice.
  it('fills placeholders in every piece of copy from the answers so far', () => {
    const recap: ScreenInput = {
      id: 'recap',
      type: 'Image',
      image: 'money.svg',
      dependentStep: 'feel',
      preTitle: 'You said: {{answer:feel}}',
      title: '{{answer:feel.title}}',
      description: 'Goal by {{date:+28d}}',
      nextButtonTitle: 'Go on, {{answer:feel}}',
    }
    const view = viewAfter([feelings, recap, paywall()], [{ type: 'answer.select', optionId: 'stable' }])
    expect(view).toMatchObject({
      preTitle: 'You said: I feel stable',
      title: 'Great, {{name}}',
      description: 'Goal by February 2025',
      nextButtonTitle: 'Go on, I feel stable',
      imageUrl: '/images/funnels/default/money.svg',
      recalled: { label: 'I feel stable', recap: { title: 'Great, ', description: 'Keep going' } },
    })
  })

  it('renders the options and their recaps, and resolves images against the image set', () => {
    const view = viewAfter([{ ...feelings, image: 'feel.png' } as ScreenInput, paywall()], [], {
      settings: { imageSet: 'v2', paywall: { planSet: 'x' } },
    })
    expect(view.imageUrl).toBe('/images/funnels/v2/feel.png')
    expect(view.options?.map((option) => option.answer?.title)).toEqual(['Great, ', 'We can help'])
  })

  it('derives the level and its mark on a level indicator', () => {
    const confidence = choice('confidence', ['low', 'high'], {
      options: [
        { id: 'low', value: 'Not at all', level: 'Low' },
        { id: 'high', value: 'Very', level: 'High' },
      ],
    } as Partial<ScreenInput>)
    const gauge: ScreenInput = {
      id: 'gauge',
      type: 'LevelIndicator',
      title: 'Your profile',
      label: 'Score',
      levelFrom: ['confidence'],
      textMark: { title: 'Competent', description: 'Ready' },
      marks: { High: { title: 'Expert', description: 'Very ready' } },
    }
    const view = viewAfter([confidence, gauge, paywall()], [{ type: 'answer.select', optionId: 'high' }])
    expect(view.level).toEqual({ value: 'High', mark: { title: 'Expert', description: 'Very ready' } })
  })

  it('fills the paywall benefits from the answers: the daily time the visitor chose, not a fixed figure', () => {
    const time: ScreenInput = {
      id: 'time',
      type: 'SingleOption',
      title: 'How much time can you invest each day?',
      options: [
        { id: '5-min', value: '5 min/day' },
        { id: '20-min', value: '20 min/day' },
      ],
    }
    const view = viewAfter([time, paywall()], [{ type: 'answer.select', optionId: '5-min' }], {
      settings: { paywall: { planSet: 'x', benefits: ['Short daily lessons that fit your {{answer:time}}'] } },
    })
    expect(view.benefits).toEqual(['Short daily lessons that fit your 5 min/day'])
  })

  it('gives loaders the funnel testimonials in one shape, images resolved', () => {
    const loader: ScreenInput = { id: 'load', type: 'Loader', loadingText: 'Building your plan' }
    const testimonials = [{ text: 'Loved it', name: 'Ana', profession: 'Designer', imageUrl: 'ana.svg' }]
    const view = viewAfter([info('intro'), loader, paywall()], [{ type: 'nav.next' }], {
      settings: { testimonials, paywall: { planSet: 'x' } },
    })
    expect(view.testimonials).toEqual([{ author: 'Ana', role: 'Designer', comment: 'Loved it', image: '/images/funnels/default/ana.svg' }])
  })
})

describe('imageUrl', () => {
  it('keeps absolute paths and URLs, and puts names in the image set', () => {
    expect(imageUrl('/images/shared/logo.svg', 'v2')).toBe('/images/shared/logo.svg')
    expect(imageUrl('https://cdn.example.com/a.png', 'v2')).toBe('https://cdn.example.com/a.png')
    expect(imageUrl('hero.webp', 'v2')).toBe('/images/funnels/v2/hero.webp')
  })
})
