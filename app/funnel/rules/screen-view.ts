import { deriveLevel } from '@engine/level'
import { selectRecalledAnswer } from '@engine/selectors'
import { renderTemplate } from '@engine/templates'
import type { FunnelSnapshotLike } from '@engine/types'
import { toTestimonialView } from '@schemas/content/testimonial-view'
import type { FunnelDefinition } from '@schemas/funnel/definition'
import type { Option, Screen } from '@schemas/screens'
import type { ScreenView } from '~/screens'
import { imageUrl } from './image-url'

type Copy = (text: string) => string

/**
 * The screen as the visitor sees it now: every piece of copy with its placeholders filled in from
 * the answers so far, images resolved against the funnel's image set, the recalled answer, the
 * derived level, slides and testimonials. Pure, so the server's first paint and the browser's
 * engine produce the same view.
 */
export function buildScreenView(snapshot: FunnelSnapshotLike, screen: Screen, definition: FunnelDefinition): ScreenView {
  const copy: Copy = (text) => renderTemplate(text, snapshot.context, definition)
  const image = (name: string) => imageUrl(name, definition.settings.imageSet)
  const view: ScreenView = {}
  if (screen.title !== undefined) view.title = copy(screen.title)
  if (screen.description !== undefined) view.description = copy(screen.description)
  if (screen.preTitle !== undefined) view.preTitle = copy(screen.preTitle)
  if (screen.nextButtonTitle !== undefined) view.nextButtonTitle = copy(screen.nextButtonTitle)
  if (screen.image !== undefined) view.imageUrl = image(screen.image)
  if ('options' in screen) view.options = screen.options.map((option) => renderOption(option, copy))

  const recalled = selectRecalledAnswer(snapshot, screen, definition)
  if (recalled) {
    const recap = recalled.recap && renderRecap(recalled.recap, copy)
    view.recalled = { label: copy(recalled.label), ...(recap ? { recap } : {}) }
  }
  if (screen.type === 'LevelIndicator') {
    const { level, textMark } = deriveLevel(screen, snapshot.context.answers)
    view.level = { value: level }
    if (textMark) {
      const mark = { title: copy(textMark.title), description: copy(textMark.description) }
      view.level.mark = textMark.icon ? { ...mark, icon: textMark.icon } : mark
    }
  }
  if (screen.type === 'Slider') {
    view.slides = screen.slides.map((slide) => ({
      title: copy(slide.title),
      ...(slide.description ? { description: copy(slide.description) } : {}),
      ...(slide.claim ? { claim: copy(slide.claim) } : {}),
      ...(slide.image ? { imageUrl: image(slide.image) } : {}),
    }))
  }
  if (screen.type === 'Paywall' && definition.settings.paywall?.benefits) {
    // The benefits speak to the visitor too ("Short daily lessons: {{answer:screen23}}"): the time they chose, not a fixed figure.
    view.benefits = definition.settings.paywall.benefits.map(copy)
  }
  if (screen.type === 'Loader' || screen.type === 'LoaderWithPopups') {
    view.testimonials = definition.settings.testimonials.map((testimonial) => {
      const shown = toTestimonialView(testimonial)
      return shown.image ? { ...shown, image: image(shown.image) } : shown
    })
  }
  return view
}

function renderOption(option: Option, copy: Copy): Option {
  const rendered: Option = { ...option, value: copy(option.value) }
  if (option.answer) rendered.answer = renderRecap(option.answer, copy)
  return rendered
}

function renderRecap(recap: { title: string; description?: string }, copy: Copy) {
  return recap.description === undefined ? { title: copy(recap.title) } : { title: copy(recap.title), description: copy(recap.description) }
}
