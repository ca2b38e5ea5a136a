import { z } from 'zod'
import { metadataEntry, metadataKey } from '../../core/metadata-keys'
import { passwordChangeSchema, signInSchema, signUpSchema } from '@schemas/auth/password-rules'
import { taskAnswerSchema } from '../rules/task-check'
import { idInput, idString } from '@schemas/id-schema'
import { courseFeedbackBody, lessonFeedbackBody, reportIssueBody } from '@schemas/feedback/bodies'
import { flagPlatforms } from '@schemas/flags/flags'
import { assistantChatBody, messageReportBody } from '@schemas/assistant/bodies'
import { uuidPattern } from '../../core/uuid'

/**
 * Bodies of the JSON API under /api: parsed by the routes, and the source of /api/openapi.json.
 * Ids are opaque strings (a SQL row number or a MongoDB ObjectId); a number is still accepted, as
 * the apps sent SQL ids before, and normalised to its string. Answers carry ids as the database
 * gives them (numbers on SQLite and PostgreSQL).
 */
const id = idInput

const personName = z.string().trim().max(80, 'At most 80 characters.')

/** A plan or add-on id at the payment provider. */
const productId = z
  .string()
  .trim()
  .min(1, 'Give a product id.')
  .max(64)
  .regex(/^[\w-]+$/, 'A product id has letters, digits, _ and - only.')

export const apiBodies = {
  signUp: signUpSchema,
  signIn: signInSchema,
  changePassword: passwordChangeSchema,
  profileUpdate: z.object({ firstname: personName.optional(), lastname: personName.optional() }),
  enrolCourse: z.object({ courseId: id }),
  enrolTopic: z.object({ courseId: id, topicId: id }),
  enrolLesson: z.object({ topicId: id, lessonId: id }),
  enrolTask: z.object({ lessonId: id, taskId: id }),
  completeLesson: z.object({ topicId: id, lessonId: id }),
  completeTopic: z.object({ courseId: id, topicId: id }),
  completeCourse: z.object({ courseId: id }),
  checkTask: z.object({ taskId: id, answer: taskAnswerSchema }),
  taskList: z.object({ taskIds: z.array(id).min(1).max(100) }),
  // Feedback and reports (spec §7: send course feedback, send lesson feedback, send report issue).
  courseFeedback: courseFeedbackBody,
  lessonFeedback: lessonFeedbackBody,
  reportIssue: reportIssueBody,
  metadataSet: metadataEntry,
  metadataDelete: z.object({ key: metadataKey }),
  // Payments (spec §7): the field names are the spec's.
  solidgateCharge: z.object({
    productId: productId,
    currency: z.string().trim().length(3).optional(),
    platform: z.enum(['web', 'android', 'ios', 'WEB', 'ANDROID', 'IOS']).optional(),
    purchasePageURL: z.string().trim().max(2000).optional(),
  }),
  ecommUpsell: z.object({ planCode: productId }),
  checkPurchased: z.object({ productIds: z.array(productId).min(1, 'Give at least one product id.').max(20) }),
  subscriptionProduct: z.object({ product_id: productId }),
  // The assistant (issue #14): one question answered as server-sent events; a message report.
  assistantChat: assistantChatBody,
  messageReport: messageReportBody,
}

/** Query strings of the JSON API, parsed like the bodies (all values arrive as strings). */
export const apiQueries = {
  subscriptionCancel: z.object({ sub_id: idString }),
  subscriptionResume: z.object({ sub_id: idString }),
  /** A visitor's stored user_uuid (ignored once signed in or when the user_uuid cookie is sent) and the app's platform. */
  flags: z.object({
    user_uuid: z.string().regex(uuidPattern, 'user_uuid must be a UUID').optional(),
    platform: z.enum(flagPlatforms).optional(),
  }),
}

export const enrolmentKind = z.enum(['course', 'topic', 'lesson', 'task'])
