import { useEffect, useRef } from 'react'
import { buttonClass } from '~/ui'
import { Link } from '@remix-run/react'
import { ArrowRight, Flame, PartyPopper } from 'lucide-react'
import { ProgressRing } from './progress-ring'

export type LessonCompleteMomentProps = {
  lessonTitle: string
  /** The course's progress after this lesson, 0–100. */
  progress: number
  streak: number
  /** This completion counted today for the streak (the first activity of the day). */
  streakChanged: boolean
  next: { href: string; title: string } | null
  /** The spec's done button: back to the course (or onboarding for the intro lesson). */
  doneHref: string
}

/** Confetti pieces: angle around the badge and colour; drawn and moved by CSS (still when motion is reduced). */
const confetti = Array.from({ length: 12 }, (_, index) => index)

/**
 * The moment a lesson is completed: a small celebration, the streak (with today's +1 when this
 * lesson counted for it), the course progress, and the next lesson as the main action.
 */
export function LessonCompleteMoment({ lessonTitle, progress, streak, streakChanged, next, doneHref }: LessonCompleteMomentProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The button that completed the lesson is gone: keyboard and screen reader users land here.
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="complete-moment card" aria-labelledby="complete-moment-title" data-testid="lesson-complete">
      <div className="complete-moment__burst" aria-hidden="true">
        {confetti.map((index) => (
          <span key={index} className="complete-moment__confetti" style={{ ['--i' as string]: index }} />
        ))}
        <span className="complete-moment__badge">
          <PartyPopper size={36} />
        </span>
      </div>
      <h2 id="complete-moment-title" ref={heading} tabIndex={-1}>
        Lesson complete!
      </h2>
      <p className="muted">{lessonTitle}</p>
      <div className="complete-moment__stats">
        <div className="complete-moment__stat" data-testid="complete-streak">
          <Flame size={28} aria-hidden="true" className="complete-moment__flame" />
          <p>
            <strong>
              {streak} {streak === 1 ? 'day' : 'days'}
            </strong>{' '}
            streak
            {streakChanged ? <span className="complete-moment__plus">+1 today</span> : null}
          </p>
        </div>
        <div className="complete-moment__stat">
          <ProgressRing value={progress} label="Course progress" size={48} />
          <p>
            <strong>{progress}%</strong> of the course
          </p>
        </div>
      </div>
      <div className="complete-moment__actions">
        {next ? (
          <Link className={buttonClass({ variant: 'primary' }, 'complete-moment__next')} to={next.href}>
            <span className="complete-moment__next-label">Next lesson: {next.title}</span>
            <ArrowRight size={20} aria-hidden="true" />
          </Link>
        ) : null}
        <Link className={buttonClass({ variant: next ? 'secondary' : 'primary' })} to={doneHref}>
          Done
        </Link>
      </div>
    </section>
  )
}
