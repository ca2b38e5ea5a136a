import type { LessonVideoSection } from '~/core/lesson-sections'

/** The poster a video shows before it plays when its section names none (public/images/learning/). */
export const defaultVideoPoster = '/images/learning/video-poster.svg'

/**
 * A lesson's video, played in the lesson: the browser's player with its controls, inline on phones
 * (playsInline), nothing downloaded until the student presses play (preload="none", so the page costs
 * no video bytes), a poster meanwhile, and captions when the section has a WebVTT file. Captions from
 * another site are fetched with CORS (`crossOrigin`), which a track needs.
 */
export function LessonVideo({ section, translate }: { section: LessonVideoSection; translate?: 'yes' }) {
  return (
    <figure className="lesson-section lesson-video" translate={translate}>
      {/* A track is given whenever the lesson has captions; jsx-a11y cannot see that it is conditional. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        className="lesson-video__player"
        src={section.url}
        poster={section.poster ?? defaultVideoPoster}
        controls
        playsInline
        preload="none"
        aria-label={section.title}
        {...(section.captions ? { crossOrigin: 'anonymous' as const } : {})}
      >
        {section.captions ? <track kind="captions" src={section.captions} srcLang="en" label="English" default /> : null}
        <p>
          This browser cannot play the video here. <a href={section.url}>Download “{section.title}”</a>.
        </p>
      </video>
      <figcaption className="lesson-video__title">{section.title}</figcaption>
    </figure>
  )
}
