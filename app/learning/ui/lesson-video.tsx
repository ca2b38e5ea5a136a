import { useEffect, useRef, useState } from 'react'
import type { LessonVideoSection } from '~/core/lesson-sections'
import { Button } from '~/ui'

/** The poster a video shows before it plays when its section names none (public/images/learning/). */
export const defaultVideoPoster = '/images/learning/video-poster.svg'

/**
 * A lesson's video, played in the lesson: the browser's player with its controls (keyboard-operable,
 * tinted with the design system's colours), inline on phones (playsInline), nothing downloaded until
 * the student presses play (preload="none", so the page costs no video bytes), a poster meanwhile,
 * and captions when the section has a WebVTT file. Captions from another site are fetched with CORS
 * (`crossOrigin`), which a track needs. The player sits in a 16:9 box, so nothing below it moves
 * when the video's own size arrives.
 *
 * A video that cannot load (its address is gone, the network dropped, the browser cannot decode it —
 * the demo's example.com addresses always fail this way) is never a black box with a dead play
 * button, nor a link to the bare file: the box says plainly that the video cannot play right now,
 * that the rest of the lesson does not need it, and offers to try again. We say nothing we do not
 * know: not "coming soon", not a guessed cause.
 */
export function LessonVideo({ section, translate }: { section: LessonVideoSection; translate?: 'yes' }) {
  const player = useRef<HTMLVideoElement>(null)
  const [failed, setFailed] = useState(false)
  // A failure before the page's JavaScript ran (play pressed early) left no event for React to see.
  useEffect(() => {
    if (player.current?.error) setFailed(true)
  }, [])
  const retry = () => {
    setFailed(false)
    player.current?.load()
    void player.current?.play().catch(() => undefined)
  }

  return (
    <figure className="lesson-section lesson-video" translate={translate}>
      <div className="lesson-video__frame">
        {/* A track is given whenever the lesson has captions; jsx-a11y cannot see that it is conditional. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          ref={player}
          className="lesson-video__player"
          src={section.url}
          poster={section.poster ?? defaultVideoPoster}
          controls
          playsInline
          preload="none"
          aria-label={section.title}
          onError={() => setFailed(true)}
          hidden={failed}
          {...(section.captions ? { crossOrigin: 'anonymous' as const } : {})}
        >
          {section.captions ? <track kind="captions" src={section.captions} srcLang="en" label="English" default /> : null}
          <p>This browser cannot play videos.</p>
        </video>
        {failed ? (
          <div className="lesson-video__failed" role="alert">
            <p className="lesson-video__failed-title">This video cannot play right now</p>
            <p>It did not load from where it is kept. The rest of the lesson works without it; you can try again later.</p>
            <Button variant="secondary" size="small" onClick={retry}>
              Try again
            </Button>
          </div>
        ) : null}
      </div>
      <figcaption className="lesson-video__title">{section.title}</figcaption>
    </figure>
  )
}
