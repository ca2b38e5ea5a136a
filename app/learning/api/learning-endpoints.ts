import { apiBodies, apiQueries, enrolmentKind } from './api-schemas'
import * as answers from '@schemas/api/answers'
import type { Endpoint } from '../../http/api-endpoint'
import { tipsAndPlanEndpoints } from './tips-plan-endpoints'

/** The learning app's operations (with the tips and plan ones): the bulk of the JSON API. */
export const learningEndpoints: Endpoint[] = [
  {
    method: 'post',
    path: '/api/auth/signup',
    summary: 'Create a student account and start a session',
    body: apiBodies.signUp,
    answer: answers.sessionAnswer,
    status: 201,
    limited: true,
    auth: false,
  },
  {
    method: 'post',
    path: '/api/auth/signin',
    summary: 'Sign in; answers the token for Authorization: Bearer',
    body: apiBodies.signIn,
    answer: answers.sessionAnswer,
    limited: true,
    auth: false,
  },
  {
    method: 'post',
    path: '/api/auth/password',
    summary: 'Change the password (the current one re-authenticates); ends every other session and answers a fresh token',
    body: apiBodies.changePassword,
    answer: answers.sessionAnswer,
    limited: true,
  },
  { method: 'post', path: '/api/auth/logout', summary: 'End this session', answer: answers.okAnswer },
  { method: 'get', path: '/api/profile', summary: 'Read the profile', answer: answers.studentAnswer },
  {
    method: 'patch',
    path: '/api/profile',
    summary: 'Change first and last name',
    body: apiBodies.profileUpdate,
    answer: answers.studentAnswer,
  },
  { method: 'delete', path: '/api/profile', summary: 'Delete the profile and all progress', answer: answers.okAnswer },
  ...enrolmentKind.options.flatMap((kind): Endpoint[] => [
    {
      method: 'get',
      path: `/api/enrolments/${kind}`,
      summary: `List ${kind} enrolments, newest first`,
      answer: answers.enrolmentListAnswer,
    },
    {
      method: 'post',
      path: `/api/enrolments/${kind}`,
      summary: `Enrol in a ${kind} (already enrolled answers the existing enrolment)`,
      body: { course: apiBodies.enrolCourse, topic: apiBodies.enrolTopic, lesson: apiBodies.enrolLesson, task: apiBodies.enrolTask }[kind],
      answer: answers.enrolledAnswer,
      status: 201,
    },
  ]),
  {
    method: 'get',
    path: '/api/courses',
    summary: 'The courses open to the student (challenges too), in catalogue order, with progress (0–100) and enrolment status',
    answer: answers.courseListAnswer,
  },
  {
    method: 'get',
    path: '/api/courses/{courseId}/topics',
    summary: 'The topics of a course open to the student, in order, with progress (0–100) and enrolment status',
    answer: answers.topicListAnswer,
  },
  {
    method: 'get',
    path: '/api/topics/{topicId}/lessons',
    summary: 'Lessons of a topic with the student’s status',
    answer: answers.lessonListAnswer,
  },
  {
    method: 'post',
    path: '/api/complete/lesson',
    summary:
      'Complete a lesson; moves topic and course progress. When it completes the course, `certificate` is {status: issued, id}, {status: needs-name} (saved with the first name) or {status: off}',
    body: apiBodies.completeLesson,
    answer: answers.lessonCompletedAnswer,
  },
  {
    method: 'post',
    path: '/api/complete/topic',
    summary: 'Complete a topic (once)',
    body: apiBodies.completeTopic,
    answer: answers.topicCompletedAnswer,
  },
  {
    method: 'post',
    path: '/api/complete/course',
    summary:
      'Complete a course (once); `certificate` answers the course’s certificate as /api/complete/lesson does, also when already completed',
    body: apiBodies.completeCourse,
    answer: answers.courseCompletedAnswer,
  },
  {
    method: 'post',
    path: '/api/tasks/check',
    summary: 'Check an answer: completed or failed',
    body: apiBodies.checkTask,
    answer: answers.taskCheckedAnswer,
  },
  { method: 'post', path: '/api/tasks/skip', summary: 'Skip a list of tasks', body: apiBodies.taskList, answer: answers.taskListAnswer },
  { method: 'post', path: '/api/tasks/reset', summary: 'Reset a list of tasks', body: apiBodies.taskList, answer: answers.taskListAnswer },
  {
    method: 'get',
    path: '/api/certificates',
    summary:
      'The student’s certificates, newest first: id (public), courseId, firstName, lastName, courseName, date, courseLength; the page is /certificate/{id}, its image /certificate/{id}/image.png',
    answer: answers.certificateListAnswer,
  },
  { method: 'get', path: '/api/streak/stats', summary: 'Current streak and its id', answer: answers.streakStatsAnswer },
  { method: 'get', path: '/api/streak/list', summary: 'Streaks as StartDate and EndDate, newest first', answer: answers.streakListAnswer },
  {
    method: 'get',
    path: '/api/payments/subscriptions',
    summary: 'The student’s subscriptions (subscriptionId, endDate, currency, platform.code, plan, status)',
    answer: answers.subscriptionListAnswer,
  },
  {
    method: 'post',
    path: '/api/payments/subscription/cancel',
    summary: 'Cancel the subscription given as ?sub_id={id}: no more renewals, access until its end date',
    query: apiQueries.subscriptionCancel,
    answer: answers.subscriptionCancelledAnswer,
  },
  {
    method: 'get',
    path: '/api/payments/history',
    summary: 'Payment history: charges, renewals, add-ons, refunds and declines, newest first',
    answer: answers.paymentHistoryAnswer,
  },
  {
    method: 'post',
    path: '/api/payments/solidgate/charge',
    summary:
      'Buy an add-on with the card saved at the first payment (Solidgate): answers productId and outcome success, fail (with message) or processing; once per add-on',
    body: apiBodies.solidgateCharge,
    answer: answers.upsellOutcomeAnswer,
  },
  {
    method: 'post',
    path: '/api/payments/ecomm/upsell',
    summary: 'Buy an add-on with the card saved at the first payment (Ecommpay); answers like /api/payments/solidgate/charge',
    body: apiBodies.ecommUpsell,
    answer: answers.upsellOutcomeAnswer,
  },
  {
    method: 'post',
    path: '/api/payments/upsell/check-purchased',
    summary: 'Which of these add-ons the student owns: purchasedProducts, and statuses (Success, Processing or Fail) per product',
    body: apiBodies.checkPurchased,
    answer: answers.purchasedAnswer,
  },
  {
    method: 'get',
    path: '/api/subscription/available-transitions',
    summary: 'Plans the student may switch to (same tag set, another billing period), cheapest new price first, in data',
    answer: answers.planTransitionsAnswer,
  },
  {
    method: 'post',
    path: '/api/subscription/check-update',
    summary:
      'Where a switch to product_id stands: available, unavailable, processing, failed (with message), or the subscription status once switched (active, redemption)',
    body: apiBodies.subscriptionProduct,
    answer: answers.planUpdateAnswer,
  },
  {
    method: 'post',
    path: '/api/subscription/update',
    summary: 'Switch to product_id now: its price is charged on the saved card; poll check-update every 5000 ms until active or redemption',
    body: apiBodies.subscriptionProduct,
    answer: answers.planUpdateAnswer,
  },
  {
    method: 'get',
    path: '/api/subscription/portal',
    summary: 'The url of the page where the student manages how they pay (the card renewals and add-ons charge)',
    answer: answers.portalAnswer,
  },
  {
    method: 'post',
    path: '/api/course-feedback',
    summary: 'Send course feedback (rating 1–5, optional comment and commentType); answers the stored row’s id and status (new)',
    body: apiBodies.courseFeedback,
    answer: answers.storedRowAnswer,
    status: 201,
  },
  {
    method: 'post',
    path: '/api/lesson-feedback',
    summary: 'Send lesson feedback (rating 1–5; a rating of 4 or more clears feedbackType); answers the stored row’s id and status',
    body: apiBodies.lessonFeedback,
    answer: answers.storedRowAnswer,
    status: 201,
  },
  {
    method: 'post',
    path: '/api/report-issue',
    summary:
      'Report an issue on a lesson page (pageId: the zero-based page, up to the done page) or one of its tasks; a comment is required for issueType other',
    body: apiBodies.reportIssue,
    answer: answers.storedRowAnswer,
    status: 201,
  },
  {
    method: 'get',
    path: '/api/flags',
    summary:
      'The caller’s feature flags, evaluated on the server: per student once signed in, else per visitor (the user_uuid cookie, or ?user_uuid= from an app; a new visitor gets the cookie)',
    query: apiQueries.flags,
    answer: answers.flagsAnswer,
    auth: false,
  },
  {
    method: 'post',
    path: '/api/assistant/chat',
    summary:
      'Ask the assistant (a new chat, or chatId of one of the student’s own). Answers text/event-stream: data events {type: start, chatId, mode (offline or model), model, citations}, {type: delta, text}…, then {type: done, counter} or {type: error, message}. 429 at the per-student rate limit or when the daily prompt limit is reached (title "Prompt limit reached"); 503/504 when the model is busy or too slow',
    body: apiBodies.assistantChat,
    answer: answers.chatEventSchema,
    media: 'text/event-stream',
    limited: true,
  },
  {
    method: 'get',
    path: '/api/assistant/chats',
    summary: 'The student’s assistant chats (id, title, model, updatedAt), most recent first',
    answer: answers.chatListAnswer,
  },
  {
    method: 'get',
    path: '/api/assistant/chats/{chatId}',
    summary:
      'One of the student’s assistant chats with its messages (role, content, sentAt, citations, stopped); another student’s is a 404',
    answer: answers.chatAnswer,
  },
  {
    method: 'post',
    path: '/api/assistant/message-reports',
    summary:
      'Report an assistant answer: the payload (the answer) and at least one issue type are required; answers the stored row’s id and status',
    body: apiBodies.messageReport,
    answer: answers.storedRowAnswer,
    status: 201,
  },
  {
    method: 'get',
    path: '/api/features/ai_tools_prompts_limit',
    summary:
      'The daily assistant prompt counter: current_value, remaining_count, feature_limit, counter_date (UTC day); a counter_date a day or more old reads as 0 used',
    answer: answers.featureCounterAnswer,
  },
  {
    method: 'post',
    path: '/api/features/ai_tools_prompts_limit',
    summary: 'Count one prompt and answer the counter; 429 "Prompt limit reached" when none is left today',
    answer: answers.featureCounterAnswer,
    limited: true,
  },
  { method: 'get', path: '/api/metadata', summary: 'Read the student’s metadata', answer: answers.metadataAnswer },
  { method: 'put', path: '/api/metadata', summary: 'Set one metadata key', body: apiBodies.metadataSet, answer: answers.metadataAnswer },
  {
    method: 'delete',
    path: '/api/metadata',
    summary: 'Delete one metadata key, given as the body {key} or as ?key=',
    body: apiBodies.metadataDelete,
    query: apiBodies.metadataDelete,
    answer: answers.metadataAnswer,
  },
  ...tipsAndPlanEndpoints,
]
