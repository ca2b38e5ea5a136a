import { type CourseTag, courseTags, defaultTag, filterByTag, isNewCourse } from '~/learning/rules/course-filter'
import { heroCourse, heroSubtitle } from '~/learning/rules/hero'
import { trialFilter, type TrialViewer } from '~/core/trial'
import { challengesEmptyReason } from '~/learning/rules/challenge-list'
import { courseSummary } from '../api/api-views'
import type { CoverView } from '~/learning/rules/course-cover'
import { coversFor } from './covers.server'
import { idOf, listCourses } from './catalogue.server'
import { studentEnrolments } from './enrolment.server'
import { noRequestContext, type RequestContext } from '../../core/request-context.server'
import { getMetadata } from '~/core/student-metadata.server'
import type { SessionStudent } from '../../core/session.server'
import { getStreakStats } from './streak.server'
import { reviewPromptFor } from './review-prompt.server'
import { idKey, sameId } from '@schemas/id'
import { studentSubject } from '~/flags'
import { flagFor } from '~/flags/index.server'
import { savedFunnelAnswers } from './funnel-answers.server'
import { profileFromAnswers } from '../rules/funnel-profile'

/** The name the student typed: on the account, else in the funnel ("What's your name?"); never a guess from the e-mail. */
async function greetingName(student: SessionStudent, context: RequestContext): Promise<string | null> {
  if (student.firstname?.trim()) return student.firstname.trim()
  const { answers, funnelName } = await savedFunnelAnswers(student, context)
  const { name } = profileFromAnswers(answers, { funnelName })
  return name.confident ? name.value : null
}

export type CourseCardView = ReturnType<typeof courseSummary> & {
  progress: number
  status: 'none' | 'in_progress' | 'completed'
  cover: CoverView | null
}

async function coursesWithProgress(student: SessionStudent, viewer: TrialViewer, context: RequestContext = noRequestContext) {
  const [courses, enrolments] = await Promise.all([listCourses(), studentEnrolments(context, student, 'course')])
  const byCourse = new Map(enrolments.map((enrolment) => [idKey(idOf(enrolment.course)), enrolment]))
  const open = trialFilter(courses, viewer)
  const covers = await coversFor(open)
  const cards: CourseCardView[] = open.map((course, index) => ({
    ...courseSummary(course),
    cover: covers[index]!,
    progress: byCourse.get(idKey(course.id))?.progress ?? 0,
    status: byCourse.get(idKey(course.id))?.status ?? 'none',
  }))
  return { cards, enrolments, courses }
}

/** Every course and challenge open to the viewer, in catalogue order, with the student's progress (the API's course list). */
export async function courseCards(student: SessionStudent, viewer: TrialViewer): Promise<CourseCardView[]> {
  return (await coursesWithProgress(student, viewer)).cards
}

/**
 * Home: the course hero (the learning-plan hero, when the spec's rules pick it, comes from
 * app/learning-plan/server/plan-progress.server.ts) and the current streak.
 */
export async function loadHome(
  student: SessionStudent,
  viewer: TrialViewer,
  context: RequestContext,
  options: { planIsHero?: boolean } = {},
) {
  const [{ cards, enrolments }, lessons] = await Promise.all([
    coursesWithProgress(student, viewer, context),
    studentEnrolments(context, student, 'lesson'),
  ])
  const completedLessons = lessons.filter((lesson) => lesson.status === 'completed')
  const heroEnrolments = enrolments.map((enrolment) => ({
    courseId: idOf(enrolment.course),
    status: enrolment.status,
    progress: enrolment.progress ?? 0,
    updatedAt: enrolment.updatedAt,
    completedLessons: completedLessons.filter((lesson) => sameId(lesson.course, enrolment.course)).length,
  }))
  const hero = heroCourse(cards, heroEnrolments)
  return {
    firstname: await greetingName(student, context),
    hero: hero
      ? { course: hero.course, subtitle: heroSubtitle({ kind: 'course', ...hero }), started: hero.enrolment !== null }
      : { course: null, subtitle: heroSubtitle(null), started: false },
    streak: await getStreakStats(student, new Date(), context),
    reviewPrompt: await reviewPromptFor(student, viewer, completedLessons.length),
    // The course hero's course is not listed twice; with the learning plan in the hero, every course in progress is listed.
    inProgress: cards.filter((course) => course.status === 'in_progress' && (options.planIsHero || !sameId(course.id, hero?.course.id))),
  }
}

export async function loadCourseList(
  student: SessionStudent,
  viewer: TrialViewer,
  askedTag: string | null,
  context: RequestContext = noRequestContext,
  now = new Date(),
) {
  const [{ cards }, metadata, days] = await Promise.all([
    coursesWithProgress(student, viewer, context),
    getMetadata(student),
    flagFor('new_tag_visibility_days', studentSubject(student.id, viewer)),
  ])
  const courses = cards.filter((course) => course.type === 'course')
  const sawFilter = metadata.userSawCourseFilter === 'true'
  const tag = (courseTags as readonly string[]).includes(askedTag ?? '')
    ? (askedTag as CourseTag)
    : defaultTag(courses, sawFilter, now, days)
  return {
    tags: courseTags.filter((item) => item !== 'New' || courses.some((course) => isNewCourse(course, now, days))),
    tag,
    sawFilter,
    courses: filterByTag(courses, tag, now, days),
  }
}

export async function loadChallenges(
  student: SessionStudent,
  viewer: TrialViewer,
  finished: boolean,
  context: RequestContext = noRequestContext,
) {
  const { cards, courses } = await coursesWithProgress(student, viewer, context)
  const challenges = cards.filter((course) => course.type === 'challenge')
  const open = challenges.filter((course) => course.status !== 'completed')
  const done = challenges.filter((course) => course.status === 'completed')
  const hiddenInTrial = courses.filter((course) => course.type === 'challenge').length - challenges.length
  return {
    challenges: finished ? done : open,
    empty: challengesEmptyReason({ open: open.length, finished: done.length, hiddenInTrial }),
  }
}
