import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ButtonLink, Card } from '~/ui'
import { LessonList, lessonHref, ProgressRing } from '~/learning'
import { AppShell, AppErrorBoundary } from '~/shell'
import { loadTopicPage } from '~/learning/index.server'
import { pageData, parseId, viewerFor } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { sameId } from '@schemas/id'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.topic.title ?? 'Topic' }]

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  const [courseId, topicId] = [parseId(params.courseId), parseId(params.topicId)]
  return pageData(() => loadTopicPage(student, courseId, topicId, viewerFor(request, student)))
}

export default function TopicPage() {
  const { course, topic } = useLoaderData<typeof loader>()
  const next = topic.lessons.find((lesson) => sameId(lesson.id, topic.nextLessonId))
  return (
    <AppShell back={{ to: `/${course.type}/${course.id}`, label: course.title }}>
      <h1 className="topic-page__title">{topic.title}</h1>
      {topic.description ? <p className="muted topic-page__description">{topic.description}</p> : null}
      <Card as="div" className="topic-card">
        <div className="course-hero__progress">
          <ProgressRing value={topic.progress} label="Topic progress" size={56} />
          <p>{topic.progress}% complete</p>
        </div>
        {next ? (
          // The last lesson started (spec's next-lesson pick, rules/next-lesson.ts), named like the course page's.
          <ButtonLink className="course-hero__cta" to={lessonHref(course.id, topic.id, next.id)}>
            <span>{topic.status === 'none' ? 'Start:' : 'Continue:'}</span> <span className="course-hero__cta-title">{next.title}</span>
          </ButtonLink>
        ) : null}
        <LessonList courseId={course.id} topicId={topic.id} lessons={topic.lessons} />
      </Card>
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
