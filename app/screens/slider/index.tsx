import { useId, useRef, useState } from 'react'
import { ContinueButton, ScreenActions } from '../shared/actions'
import { AfterArrival } from '../shared/after-arrival'
import { ScreenHeading } from '../shared/screen-heading'
import { ScreenImage } from '../shared/screen-image'
import { usePrefersReducedMotion } from '../shared/use-reduced-motion'
import type { ScreenProps } from '../types'

/** Swipeable slides (CSS scroll-snap) with previous/next buttons and dots; one button at the end. */
export function SliderScreen(props: ScreenProps<'Slider'>) {
  const { view, send } = props
  const headingId = useId()
  const trackRef = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)
  const reduced = usePrefersReducedMotion()
  const slides = view.slides ?? []
  const count = slides.length
  const slideContent = (slide: (typeof slides)[number], i: number) => (
    <div key={`${slide.title}-${i}`} className="f-slide" role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`}>
      <ScreenImage src={slide.imageUrl} width={327} height={222} className="f-slide__image" />
      <h2 className="f-slide__title">{slide.title}</h2>
      {slide.claim ? <p className="f-slide__claim">{slide.claim}</p> : null}
      {slide.description ? <p className="f-slide__text">{slide.description}</p> : null}
    </div>
  )

  function goTo(target: number) {
    const track = trackRef.current
    if (!track) return
    const next = Math.max(0, Math.min(count - 1, target))
    track.scrollTo({ left: next * track.clientWidth, behavior: reduced ? 'auto' : 'smooth' })
    setIndex(next)
  }

  return (
    <section className="f-screen" aria-labelledby={headingId}>
      <ScreenHeading id={headingId} preTitle={view.preTitle} title={view.title ?? ''} description={view.description} />
      <div className="f-slider" role="region" aria-roledescription="carousel" aria-labelledby={headingId}>
        <div
          ref={trackRef}
          className="f-slider__track"
          onScroll={(event) => {
            const track = event.currentTarget
            if (track.clientWidth > 0) setIndex(Math.round(track.scrollLeft / track.clientWidth))
          }}
        >
          {slides.slice(0, 1).map(slideContent)}
          {/* Slides after the first are off screen until swiped: after a tap they mount one paint later. */}
          <AfterArrival>{slides.slice(1).map((slide, i) => slideContent(slide, i + 1))}</AfterArrival>
        </div>
        {count > 1 ? (
          <div className="f-slider__controls">
            <button
              type="button"
              className="f-icon-button"
              aria-label="Previous slide"
              disabled={index === 0}
              onClick={() => goTo(index - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <div className="f-dots">
              {slides.map((slide, i) => (
                <button
                  key={`${slide.title}-${i}`}
                  type="button"
                  className="f-dot"
                  aria-label={`Slide ${i + 1} of ${count}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => goTo(i)}
                />
              ))}
            </div>
            <button
              type="button"
              className="f-icon-button"
              aria-label="Next slide"
              disabled={index === count - 1}
              onClick={() => goTo(index + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        ) : null}
      </div>
      <ScreenActions>
        <ContinueButton label={view.nextButtonTitle} onNext={() => send({ type: 'nav.next' })} />
      </ScreenActions>
    </section>
  )
}
