import { z } from 'zod'
import { apiBodies, apiQueries, enrolmentKind, errorBody } from './api-schemas'
import { idString } from '../../../schemas/id-schema'
import { tipsAndPlanEndpoints } from './tips-plan-endpoints'
import { dailyTaskEndpoints } from '../../daily-task/api/daily-task-endpoints'
import { aiToolsEndpoints } from '../../ai-tools/api/ai-tools-endpoints'

export type Endpoint = {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete'
  path: string
  summary: string
  body?: z.ZodType
  /** Query string fields; an endpoint with a body as well takes them in either place. */
  query?: z.ZodObject
  auth?: false
}

/** Every /api call, with the same zod schemas the routes parse (so the document cannot drift). */
export const endpoints: Endpoint[] = [
  {
    method: 'post',
    path: '/api/auth/signup',
    summary: 'Create a student account and start a session',
    body: apiBodies.signUp,
    auth: false,
  },
  {
    method: 'post',
    path: '/api/auth/signin',
    summary: 'Sign in; answers the token for Authorization: Bearer',
    body: apiBodies.signIn,
    auth: false,
  },
  {
    method: 'post',
    path: '/api/auth/password',
    summary: 'Change the password (the current one re-authenticates); ends every other session and answers a fresh token',
    body: apiBodies.changePassword,
  },
  { method: 'post', path: '/api/auth/logout', summary: 'End this session' },
  { method: 'get', path: '/api/profile', summary: 'Read the profile' },
  { method: 'patch', path: '/api/profile', summary: 'Change first and last name', body: apiBodies.profileUpdate },
  { method: 'delete', path: '/api/profile', summary: 'Delete the profile and all progress' },
  ...enrolmentKind.options.flatMap((kind): Endpoint[] => [
    { method: 'get', path: `/api/enrolments/${kind}`, summary: `List ${kind} enrolments, newest first` },
    {
      method: 'post',
      path: `/api/enrolments/${kind}`,
      summary: `Enrol in a ${kind} (already enrolled answers the existing enrolment)`,
      body: { course: apiBodies.enrolCourse, topic: apiBodies.enrolTopic, lesson: apiBodies.enrolLesson, task: apiBodies.enrolTask }[kind],
    },
  ]),
  { method: 'get', path: '/api/topics/{topicId}/lessons', summary: 'Lessons of a topic with the student’s status' },
  {
    method: 'post',
    path: '/api/complete/lesson',
    summary:
      'Complete a lesson; moves topic and course progress. When it completes the course, `certificate` is {status: issued, id}, {status: needs-name} (saved with the first name) or {status: off}',
    body: apiBodies.completeLesson,
  },
  { method: 'post', path: '/api/complete/topic', summary: 'Complete a topic (once)', body: apiBodies.completeTopic },
  {
    method: 'post',
    path: '/api/complete/course',
    summary:
      'Complete a course (once); `certificate` answers the course’s certificate as /api/complete/lesson does, also when already completed',
    body: apiBodies.completeCourse,
  },
  { method: 'post', path: '/api/tasks/check', summary: 'Check an answer: completed or failed', body: apiBodies.checkTask },
  { method: 'post', path: '/api/tasks/skip', summary: 'Skip a list of tasks', body: apiBodies.taskList },
  { method: 'post', path: '/api/tasks/reset', summary: 'Reset a list of tasks', body: apiBodies.taskList },
  {
    method: 'get',
    path: '/api/certificates',
    summary:
      'The student’s certificates, newest first: id (public), courseId, firstName, lastName, courseName, date, courseLength; the page is /certificate/{id}, its image /certificate/{id}/image.png',
  },
  { method: 'get', path: '/api/streak/stats', summary: 'Current streak and its id' },
  { method: 'get', path: '/api/streak/list', summary: 'Streaks as StartDate and EndDate, newest first' },
  {
    method: 'get',
    path: '/api/payments/subscriptions',
    summary: 'The student’s subscriptions (subscriptionId, endDate, currency, platform.code, plan, status)',
  },
  {
    method: 'post',
    path: '/api/payments/subscription/cancel',
    summary: 'Cancel the subscription given as ?sub_id={id}: no more renewals, access until its end date',
    query: apiQueries.subscriptionCancel,
  },
  {
    method: 'get',
    path: '/api/payments/history',
    summary: 'Payment history: charges, renewals, add-ons, refunds and declines, newest first',
  },
  {
    method: 'post',
    path: '/api/payments/solidgate/charge',
    summary:
      'Buy an add-on with the card saved at the first payment (Solidgate): answers productId and outcome success, fail (with message) or processing; once per add-on',
    body: apiBodies.solidgateCharge,
  },
  {
    method: 'post',
    path: '/api/payments/ecomm/upsell',
    summary: 'Buy an add-on with the card saved at the first payment (Ecommpay); answers like /api/payments/solidgate/charge',
    body: apiBodies.ecommUpsell,
  },
  {
    method: 'post',
    path: '/api/payments/upsell/check-purchased',
    summary: 'Which of these add-ons the student owns: purchasedProducts, and statuses (Success, Processing or Fail) per product',
    body: apiBodies.checkPurchased,
  },
  {
    method: 'get',
    path: '/api/subscription/available-transitions',
    summary: 'Plans the student may switch to (same tag set, another billing period), cheapest new price first, in data',
  },
  {
    method: 'post',
    path: '/api/subscription/check-update',
    summary:
      'Where a switch to product_id stands: available, unavailable, processing, failed (with message), or the subscription status once switched (active, redemption)',
    body: apiBodies.subscriptionProduct,
  },
  {
    method: 'post',
    path: '/api/subscription/update',
    summary: 'Switch to product_id now: its price is charged on the saved card; poll check-update every 5000 ms until active or redemption',
    body: apiBodies.subscriptionProduct,
  },
  { method: 'get', path: '/api/subscription/portal', summary: 'The url of the page where the student manages how they pay' },
  {
    method: 'post',
    path: '/api/course-feedback',
    summary: 'Send course feedback (rating 1–5, optional comment and commentType); answers the stored row’s id and status (new)',
    body: apiBodies.courseFeedback,
  },
  {
    method: 'post',
    path: '/api/lesson-feedback',
    summary: 'Send lesson feedback (rating 1–5; a rating of 4 or more clears feedbackType); answers the stored row’s id and status',
    body: apiBodies.lessonFeedback,
  },
  {
    method: 'post',
    path: '/api/report-issue',
    summary:
      'Report an issue on a lesson page (pageId: the zero-based page, up to the done page) or one of its tasks; a comment is required for issueType other',
    body: apiBodies.reportIssue,
  },
  {
    method: 'get',
    path: '/api/flags',
    summary:
      'The caller’s feature flags, evaluated on the server: per student once signed in, else per visitor (the user_uuid cookie, or ?user_uuid= from an app; a new visitor gets the cookie)',
    query: apiQueries.flags,
    auth: false,
  },
  {
    method: 'post',
    path: '/api/assistant/chat',
    summary:
      'Ask the assistant (a new chat, or chatId of one of the student’s own). Answers text/event-stream: data events {type: start, chatId, mode (offline or model), model, citations}, {type: delta, text}…, then {type: done, counter} or {type: error, message}. 429 at the per-student rate limit or when the daily prompt limit is reached (title "Prompt limit reached"); 503/504 when the model is busy or too slow',
    body: apiBodies.assistantChat,
  },
  {
    method: 'get',
    path: '/api/assistant/chats',
    summary: 'The student’s assistant chats (id, title, model, updatedAt), most recent first',
  },
  {
    method: 'get',
    path: '/api/assistant/chats/{chatId}',
    summary:
      'One of the student’s assistant chats with its messages (role, content, sentAt, citations, stopped); another student’s is a 404',
  },
  {
    method: 'post',
    path: '/api/assistant/message-reports',
    summary:
      'Report an assistant answer: the payload (the answer) and at least one issue type are required; answers the stored row’s id and status',
    body: apiBodies.messageReport,
  },
  {
    method: 'get',
    path: '/api/features/ai_tools_prompts_limit',
    summary:
      'The daily assistant prompt counter: current_value, remaining_count, feature_limit, counter_date (UTC day); a counter_date a day or more old reads as 0 used',
  },
  {
    method: 'post',
    path: '/api/features/ai_tools_prompts_limit',
    summary: 'Count one prompt and answer the counter; 429 "Prompt limit reached" when none is left today',
  },
  { method: 'get', path: '/api/metadata', summary: 'Read the student’s metadata' },
  { method: 'put', path: '/api/metadata', summary: 'Set one metadata key', body: apiBodies.metadataSet },
  {
    method: 'delete',
    path: '/api/metadata',
    summary: 'Delete one metadata key, given as the body {key} or as ?key=',
    body: apiBodies.metadataDelete,
    query: apiBodies.metadataDelete,
  },
  ...tipsAndPlanEndpoints,
  ...dailyTaskEndpoints,
  ...aiToolsEndpoints,
]

/** Path ids are opaque strings (a SQL row number or a MongoDB ObjectId), like the ids in bodies. */
const { $schema: _, ...pathId } = z.toJSONSchema(idString)

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
const json = (schema: z.ZodType) => ({ 'application/json': { schema: jsonSchema(schema) } })

function queryParameters({ query, body }: Endpoint) {
  if (!query) return []
  const { properties = {}, required = [] } = jsonSchema(query)
  return Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: !body && required.includes(name), schema }))
}

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const endpoint of endpoints) {
    const parameters = [
      ...[...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: pathId })),
      ...queryParameters(endpoint),
    ]
    ;(paths[endpoint.path] ??= {})[endpoint.method] = {
      summary: endpoint.summary,
      ...(parameters.length ? { parameters } : {}),
      ...(endpoint.auth === false ? { security: [] } : {}),
      ...(endpoint.body ? { requestBody: { required: !endpoint.query, content: json(endpoint.body) } } : {}),
      responses: {
        '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } },
        '4XX': {
          description: 'Refused: {"error":{"title","message"}}',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'AI Learning — student API', version: '1.0.0' },
    components: {
      schemas: { Error: jsonSchema(errorBody) },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token from /api/auth/signin (Payload JWT; "JWT <token>" works too).' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'payload-token' },
      },
    },
    security: [{ bearer: [] }, { cookie: [] }],
    paths,
  }
}

const sortKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortKeys)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
        )
      : value

/** The document as served and as committed in docs/api/openapi.json: keys sorted, so a diff shows only real changes. */
export function openApiJson(): string {
  return `${JSON.stringify(sortKeys(openApiDocument()), null, 2)}\n`
}
