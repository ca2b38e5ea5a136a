import { z } from 'zod'
import { metadataEntry, metadataKey } from './metadata-keys'
import { passwordChangeSchema, signInSchema, signUpSchema } from './password-rules'
import { taskAnswerSchema } from './task-check'

/** Bodies of the JSON API under /api: parsed by the routes, and the source of /api/openapi.json. */
const id = z.number().int().positive()

export const apiBodies = {
  signUp: signUpSchema,
  signIn: signInSchema,
  changePassword: passwordChangeSchema,
  profileUpdate: z.object({ firstname: z.string().trim().max(80).optional(), lastname: z.string().trim().max(80).optional() }),
  enrolCourse: z.object({ courseId: id }),
  enrolTopic: z.object({ courseId: id, topicId: id }),
  enrolLesson: z.object({ topicId: id, lessonId: id }),
  enrolTask: z.object({ lessonId: id, taskId: id }),
  completeLesson: z.object({ topicId: id, lessonId: id }),
  completeTopic: z.object({ courseId: id, topicId: id }),
  completeCourse: z.object({ courseId: id }),
  checkTask: z.object({ taskId: id, answer: taskAnswerSchema }),
  taskList: z.object({ taskIds: z.array(id).min(1).max(100) }),
  metadataSet: metadataEntry,
  metadataDelete: z.object({ key: metadataKey }),
}

export const enrolmentKind = z.enum(['course', 'topic', 'lesson', 'task'])
export const errorBody = z.object({ error: z.object({ title: z.string(), message: z.string() }) })
