import { LoaderHeading, useLoaderClock } from '../shared/loader-heading'
import { TestimonialCard } from '../shared/testimonial-card'
import { useRotatingIndex } from '../shared/use-loading-progress'
import type { ScreenProps } from '../types'

/** Progress over the loading time, steps ticked off as it passes them, one testimonial at a time. */
export function LoaderScreen(props: ScreenProps<'Loader'>) {
  const { screen, view } = props
  const clock = useLoaderClock(screen, props.loadingSeconds)
  const { percent } = clock
  const testimonials = view.testimonials ?? []
  const shown = testimonials[useRotatingIndex(testimonials.length)]

  return (
    <section className="f-screen f-screen--loader" aria-labelledby={clock.headingId}>
      <LoaderHeading screen={screen} view={view} clock={clock} />
      {screen.steps?.length ? <LoaderSteps steps={screen.steps} percent={percent} /> : null}
      {shown ? (
        <div className="f-rotator" key={testimonials.indexOf(shown)}>
          <TestimonialCard testimonial={shown} />
        </div>
      ) : null}
    </section>
  )
}

function LoaderSteps({ steps, percent }: { steps: readonly string[]; percent: number }) {
  const done = (index: number) => percent >= ((index + 1) / steps.length) * 100
  const active = steps.findIndex((_, index) => !done(index))
  return (
    <ol className="f-steps">
      {steps.map((step, index) => {
        const state = done(index) ? 'done' : index === active ? 'active' : 'pending'
        return (
          <li key={step} className="f-steps__item" data-state={state}>
            <span className="f-steps__mark" aria-hidden="true" />
            {step}
            {state === 'done' ? <span className="f-sr-only"> (done)</span> : null}
          </li>
        )
      })}
    </ol>
  )
}
