import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useFetcher, useLoaderData, useNavigate, useRouteLoaderData, useSearchParams } from '@remix-run/react'
import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Breadcrumbs, Button, ButtonLink, Card, ProgressBar } from '~/ui'
import {
  LessonSection,
  LessonsMap,
  StreakModal,
  LessonCompleteMoment,
  MidwayPopup,
  useSeen,
  isMidway,
  midwaySection,
  savedPageKey,
  type StreakUpdate,
  SectionNav,
  FailureToast,
} from '~/learning'
import { AppShell, AppErrorBoundary } from '~/shell'
import { askAboutLessonHref } from '~/assistant'
import { SaveLessonForm } from '~/bookmarks'
import { isLessonSaved } from '~/bookmarks/index.server'
import { CourseCompletionFlow, type CertificateIssue } from '~/certificates'
import { CourseFeedbackStep, LessonFeedback, ReportIssue } from '~/feedback'
import { doneAction, isFinished, openingIndex, openTaskIds, viewQuery } from '~/core/lesson-sections'
import { formAction, formFields } from '~/http/form.server'
import { lessonAction, loadLessonPage } from '~/learning/index.server'
import { pageData, parseId, viewerFor } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { requestContextOf } from '~/core/request-context.server'
import { type Id, sameId } from '@schemas/id'
import type { loader as rootLoader } from '../root'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? data.lesson.title : 'Lesson' }]

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  const [courseId, topicId, lessonId] = [parseId(params.courseId), parseId(params.topicId), parseId(params.lessonId)]
  return pageData(async () => {
    const requestContext = requestContextOf(context)
    const page = await loadLessonPage(student, courseId, topicId, lessonId, viewerFor(request, student), requestContext)
    return { ...page, saved: await isLessonSaved(student, page.lesson.id, requestContext) }
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const student = await requireStudent(request)
  const [topicId, lessonId] = [parseId(params.topicId), parseId(params.lessonId)]
  const { fields, lists } = await formFields(request)
  return formAction(async () => lessonAction(student, topicId, lessonId, fields, viewerFor(request, student), lists))
}

type Completion = {
  completion?: {
    progress: number
    streak: StreakUpdate['stats']
    streakChanged: boolean
    courseCompleted: boolean
    certificate: CertificateIssue | null
    next: { href: string; title: string } | null
  }
}

/** One lesson's page state (section index, completion) per lesson: "Next lesson" mounts it afresh. */
export default function LessonPage() {
  const { lesson } = useLoaderData<typeof loader>()
  return <LessonView key={String(lesson.id)} />
}

function LessonView() {
  const { course, topic, lesson, sections, tasks, isIntroLesson, flow, learningPlanEnabled, lessonsMap, enrolmentProblem, saved } =
    useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  // google_translate_disabled=enable-lessons: the app is not translated, the lesson is (rules/translation.ts).
  const translate = useRouteLoaderData<typeof rootLoader>('root')?.translation?.lessons
  const navigate = useNavigate()
  const completer = useFetcher<Completion>()
  const skipper = useFetcher()
  const [streak, setStreak] = useState<number | null>(null)
  // A task answered today can start the day's streak; its celebration waits for the action it
  // celebrates — Complete lesson — instead of covering the lesson mid-way (issue #46).
  const [earnedStreak, setEarnedStreak] = useState<number | null>(null)
  const onStreak = useCallback((update: StreakUpdate) => {
    if (update.changed) setEarnedStreak(update.stats.currentStreak)
  }, [])

  const count = sections.length
  const [index, setIndex] = useState(() => openingIndex(params.get('page'), params.get('finished'), count))
  const goTo = (next: number) => {
    setIndex(next)
    rememberPage(lesson.id, next, count)
    // Spec: the page query follows the section, without scrolling or a history entry per page.
    navigate(viewQuery(next, count, params), { replace: true, preventScrollReset: true })
  }
  const skipTasks = (taskIds: readonly Id[]) => skipper.submit({ intent: 'skip-tasks', taskIds: taskIds.join(',') }, { method: 'post' })

  // The lesson modal's Restart (`restart=1`): the lesson's practice starts over, once, then the marker goes.
  useEffect(() => {
    if (params.get('restart') !== '1') return
    const answered = tasks.filter((task) => task.status !== 'none' && task.status !== 'new').map((task) => task.id)
    if (answered.length > 0) skipper.submit({ intent: 'reset-tasks', taskIds: answered.join(',') }, { method: 'post' })
    rememberPage(lesson.id, 0, count)
    navigate(viewQuery(0, count, params), { replace: true, preventScrollReset: true })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit with the marker
  }, [])

  // The intro lesson's midway popup: a wall is midway once its middle section scrolls into view.
  const middle = midwaySection(count)
  const middleRef = useRef<HTMLDivElement>(null)
  const wallMidway = useSeen(middleRef, isIntroLesson && flow === 'wall')
  // Encouragement is for the way there: never once the lesson is done.
  const midwayReached = isIntroLesson && lesson.status !== 'completed' && (flow === 'wall' ? wallMidway : isMidway(index, count))
  const midwayPopup = <MidwayPopup lessonId={lesson.id} reached={midwayReached} />

  const completed = lesson.status === 'completed'
  const doneContext = { isIntroLesson, inProductTour: params.get('source') === 'onboarding', course, learningPlanEnabled }
  const done = doneAction({ completed, ...doneContext })
  const completion = completer.data?.completion
  const courseCompletion = useMemo(
    () =>
      completion?.courseCompleted && completion.certificate
        ? { courseId: String(course.id), courseName: course.title, certificate: completion.certificate }
        : null,
    [completion, course.id, course.title],
  )
  const streakCountedInLesson = Boolean(completion?.streakChanged) || earnedStreak !== null
  useEffect(() => {
    if (completer.state === 'idle' && completion && streakCountedInLesson) setStreak(completion.streak.currentStreak)
  }, [completer.state, completion, streakCountedInLesson])
  // A lesson completed before has no Complete lesson: a streak its practice earned shows at its end.
  const atEnd = flow !== 'wall' && isFinished(index, count)
  useEffect(() => {
    if (!completed || completion || !atEnd || earnedStreak === null) return
    setStreak(earnedStreak)
    setEarnedStreak(null)
  }, [completed, completion, atEnd, earnedStreak])

  const pageTasks = (at: number) => {
    const section = sections[at]
    return section?.kind === 'tasks' ? tasks.filter((task) => section.taskIds.some((id) => sameId(id, task.id))) : []
  }
  const current = pageTasks(index)
  const about = { courseId: course.id, topicId: topic.id, lessonId: lesson.id }
  // A wall shows every section at once: a report names the lesson's start and may pick any of its tasks.
  const reportable = flow === 'wall' ? tasks : current
  const taskLabel = (task: (typeof tasks)[number], at: number) => `Task ${at + 1}: ${task.question.slice(0, 60)}`

  const afterDone = doneAction({ completed: true, ...doneContext })
  const doneButton = completion ? (
    <LessonCompleteMoment
      lessonTitle={lesson.title}
      progress={completion.progress}
      streak={completion.streak.currentStreak}
      streakChanged={streakCountedInLesson}
      next={completion.next}
      doneHref={afterDone.kind === 'navigate' ? afterDone.to : `/${course.type}/${course.id}`}
    />
  ) : (
    <Card as="div" className="lesson-end" aria-live="polite">
      <h2>{completed ? 'Lesson completed' : 'You reached the end of the lesson'}</h2>
      <p className="muted">
        {completed
          ? `You have already finished “${lesson.title}”.`
          : `You have gone through every part of “${lesson.title}”. Complete it to count your progress and your streak.`}
      </p>
      {done.kind === 'complete' ? (
        <completer.Form method="post">
          <Button type="submit" name="intent" value="complete" block loading={completer.state !== 'idle'}>
            Complete lesson
          </Button>
        </completer.Form>
      ) : (
        <ButtonLink to={done.to} block>
          Done
        </ButtonLink>
      )}
    </Card>
  )

  return (
    <AppShell>
      <FailureToast fetcher={{ state: 'idle', data: enrolmentProblem ? { problem: enrolmentProblem } : undefined }} />
      <FailureToast fetcher={completer} />
      <FailureToast fetcher={skipper} />
      <Breadcrumbs
        items={[
          { to: `/${course.type}/${course.id}`, label: course.title },
          { to: `/course/${course.id}/topic/${topic.id}`, label: topic.title },
        ]}
      />
      <div className="lesson-heading">
        <h1 translate={translate}>{lesson.title}</h1>
        <ButtonLink
          to={askAboutLessonHref(lesson.id, `/course/${course.id}/topic/${topic.id}/lesson/${lesson.id}`)}
          variant="secondary"
          size="small"
          className="ask-about-lesson"
        >
          Ask about this lesson
        </ButtonLink>
        <SaveLessonForm lessonId={lesson.id} saved={saved} />
        <ReportIssue
          about={about}
          pageId={flow === 'wall' ? 0 : Math.min(index, count)}
          tasks={reportable.map((task, at) => ({ id: task.id, label: taskLabel(task, at) }))}
        />
      </div>
      {flow === 'wall' ? (
        <>
          {sections.map((section, at) => (
            <Fragment key={at}>
              {at === middle ? <div ref={middleRef} /> : null}
              <LessonSection section={section} tasks={tasks} onStreak={onStreak} translate={translate} />
              {at === middle ? midwayPopup : null}
            </Fragment>
          ))}
          {doneButton}
        </>
      ) : isFinished(index, count) ? (
        <>
          {doneButton}
          <SectionNav index={index} count={count} openTaskIds={[]} onMove={goTo} onSkip={skipTasks} />
        </>
      ) : (
        <>
          <div className="lesson-part">
            <p className="muted" aria-live="polite">
              Part {index + 1} of {count}
            </p>
            <ProgressBar value={(index + 1) / count} label="Lesson progress" />
          </div>
          {sections[index] ? <LessonSection section={sections[index]} tasks={tasks} onStreak={onStreak} translate={translate} /> : null}
          {midwayPopup}
          <SectionNav index={index} count={count} openTaskIds={openTaskIds(current)} onMove={goTo} onSkip={skipTasks} />
        </>
      )}
      {lessonsMap ? <LessonsMap lessons={lessonsMap} current={lesson.id} topicHref={`/course/${course.id}/topic/${topic.id}`} /> : null}
      {completion ? <LessonFeedback about={about} /> : null}
      <StreakModal streak={streak} onClose={() => setStreak(null)} />
      {/* After the streak modal, one dialog at a time. The course feedback form plugs in as `courseFeedback` (CourseFeedbackSlot) and comes first. */}
      <CourseCompletionFlow completion={streak === null ? courseCompletion : null} courseFeedback={CourseFeedbackStep} />
    </AppShell>
  )
}

/** The section last read, for the lesson modal's Continue (this device only; the server keeps no index). */
function rememberPage(lessonId: string | number, page: number, count: number) {
  try {
    if (page < count) window.localStorage.setItem(savedPageKey(lessonId), String(page))
  } catch {
    // Storage refused: Continue then opens the lesson at its start.
  }
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
