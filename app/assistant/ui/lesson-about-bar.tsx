import { ButtonLink, Card } from '~/ui'
import type { LessonAbout } from '../rules/lesson-about'

/** "About: <lesson>" above a chat asked from a lesson, with the way back to that lesson always at hand. */
export function LessonAboutBar({ about, backPath }: { about: LessonAbout; backPath: string | null }) {
  return (
    <Card as="div" flat className="assistant-about" role="region" aria-label="Lesson context">
      <p>
        About: <strong>{about.title}</strong>
      </p>
      <ButtonLink to={backPath ?? about.href} variant="secondary" size="small">
        Back to the lesson
      </ButtonLink>
    </Card>
  )
}
