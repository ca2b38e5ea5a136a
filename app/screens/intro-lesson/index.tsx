import { useId } from 'react'
import { ContinueButton, ScreenActions } from '../shared/actions'
import { ScreenHeading } from '../shared/screen-heading'
import { ScreenImage } from '../shared/screen-image'
import type { ScreenProps } from '../types'

/**
 * Introduces the lesson the student is about to open. The lesson ids ride along as data
 * attributes for the lesson page that will take over from `nav.next`.
 */
export function IntroLessonScreen(props: ScreenProps<'IntroLesson'>) {
  const { screen, view, send } = props
  const headingId = useId()
  const { courseId, topicId, lessonId } = screen.lesson
  return (
    <section className="f-screen" aria-labelledby={headingId}>
      <article className="f-lesson-card" data-course-id={courseId} data-topic-id={topicId} data-lesson-id={lessonId}>
        <p className="f-lesson-card__eyebrow">Intro lesson</p>
        <ScreenImage src={view.imageUrl} imgStyles={screen.imgStyles} priority={props.isFirstScreen} />
        <ScreenHeading
          id={headingId}
          preTitle={view.preTitle}
          title={view.title ?? ''}
          fallbackTitle="Your intro lesson"
          description={view.description}
        />
      </article>
      <ScreenActions>
        <ContinueButton label={view.nextButtonTitle ?? 'Start lesson'} onNext={() => send({ type: 'nav.next' })} />
      </ScreenActions>
    </section>
  )
}
