import { getPayloadClient } from '@cms/get-payload'
import { courseFeedbackBody, lessonFeedbackBody, reportIssueBody } from '@schemas/feedback/bodies'
import { type Id, sameId } from '@schemas/id'
import type { SessionStudent } from '../../core/session.server'
import { recordLearningEvent } from '~/analytics/index.server'
import { problem } from '../../core/problem'
import { refuseForeignIds } from '../../http/input-ids.server'
import { splitSections } from '../../core/lesson-sections'
import type { TrialViewer } from '../../core/trial'
import { asStudent, openCourse, openLesson, openTask } from '~/learning/index.server'
import { withFeedbackTypeRule } from '../rules/feedback-rules'

/**
 * Feedback and reports (spec §7: send course feedback, send lesson feedback, send report issue).
 * Each checks that what it is about exists and is open to the student (the trial rule), stores one
 * row as the student (cms/access/sent-by-student-through-site.ts: the row is theirs, status new),
 * then records the analytics event. The answer is the row's id and status.
 */
const sent = (doc: { id: Id; status: string }) => ({ id: doc.id, status: doc.status })

export async function sendCourseFeedback(student: SessionStudent, body: unknown, viewer: TrialViewer) {
  const input = courseFeedbackBody.parse(body)
  await refuseForeignIds({ courseId: input.courseId })
  const course = await openCourse(viewer, input.courseId)
  const payload = await getPayloadClient()
  const doc = await payload.create({
    collection: 'course-feedback',
    data: {
      student: student.id,
      course: course.id,
      rating: input.rating,
      comment: input.comment,
      commentType: input.commentType,
      status: 'new',
    },
    ...asStudent(student),
  })
  await recordLearningEvent({
    name: 'course.feedback.sent',
    studentId: student.id,
    properties: { courseId: course.id, rating: input.rating, commentType: input.commentType ?? null, hasComment: Boolean(input.comment) },
  })
  return sent(doc)
}

export async function sendLessonFeedback(student: SessionStudent, body: unknown, viewer: TrialViewer) {
  const input = withFeedbackTypeRule(lessonFeedbackBody.parse(body))
  const { course, topic, lesson } = await openLessonOf(viewer, input)
  const payload = await getPayloadClient()
  const doc = await payload.create({
    collection: 'lesson-feedback',
    data: {
      student: student.id,
      course,
      topic,
      lesson,
      rating: input.rating,
      feedbackType: input.feedbackType,
      comment: input.comment,
      status: 'new',
    },
    ...asStudent(student),
  })
  await recordLearningEvent({
    name: 'lesson.feedback.sent',
    studentId: student.id,
    properties: {
      courseId: course,
      topicId: topic,
      lessonId: lesson,
      rating: input.rating,
      feedbackType: input.feedbackType ?? null,
      hasComment: Boolean(input.comment),
    },
  })
  return sent(doc)
}

export async function reportIssue(student: SessionStudent, body: unknown, viewer: TrialViewer) {
  const input = reportIssueBody.parse(body)
  const { course, topic, lesson, pageCount } = await openLessonOf(viewer, input)
  // The page after the last section is the lesson's done page; it can be reported too.
  if (input.pageId > pageCount)
    throw problem(400, 'Invalid request', `This lesson has pages 0 to ${pageCount}.`, { pageId: ['No such page.'] })
  let task: number | undefined
  if (input.taskId !== undefined) {
    await refuseForeignIds({ taskId: input.taskId })
    const found = await openTask(viewer, input.taskId)
    if (!sameId(found.lesson, lesson)) throw problem(404, 'Not found', 'This task is not part of that lesson.')
    task = found.id
  }
  const payload = await getPayloadClient()
  const doc = await payload.create({
    collection: 'issue-reports',
    data: {
      student: student.id,
      course,
      topic,
      lesson,
      task,
      pageId: input.pageId,
      issueType: input.issueType,
      comment: input.comment,
      status: 'new',
    },
    ...asStudent(student),
  })
  await recordLearningEvent({
    name: 'issue.reported',
    studentId: student.id,
    properties: {
      courseId: course,
      topicId: topic,
      lessonId: lesson,
      taskId: task ?? null,
      pageId: input.pageId,
      issueType: input.issueType,
    },
  })
  return sent(doc)
}

/** The lesson named by course, topic and lesson ids that must belong together, open to the viewer; stored ids out. */
async function openLessonOf(viewer: TrialViewer, ids: { courseId: Id; topicId: Id; lessonId: Id }) {
  await refuseForeignIds({ courseId: ids.courseId, topicId: ids.topicId, lessonId: ids.lessonId })
  const opened = await openLesson(viewer, ids.topicId, ids.lessonId)
  if (!sameId(opened.course.id, ids.courseId)) throw problem(404, 'Not found', 'This topic is not part of that course.')
  return {
    course: opened.course.id,
    topic: opened.topic.id,
    lesson: opened.lesson.id,
    pageCount: splitSections(opened.lesson.content).length,
  }
}
