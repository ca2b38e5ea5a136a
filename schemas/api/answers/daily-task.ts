import { z } from 'zod'
import { day, storedId, timestamp } from './common'
import { citationSchema } from '../../ai/chat'
import { historySides } from '../../daily-task/daily-task'

/** Answers of the daily task (spec §3 "Daily task"). */

const mode = z.enum(['offline', 'model'])
const historyEntry = z.strictObject({ side: z.enum(historySides), message: z.string(), timestamp })
const validationItem = z.strictObject({ text: z.string(), completed: z.boolean(), reason: z.string() })

export const dailyTaskAnswer = z.strictObject({
  day,
  mode,
  task: z
    .strictObject({
      id: storedId,
      title: z.string(),
      instructions: z.string(),
      criteria: z.array(z.string()),
      model: z.string().nullable(),
    })
    .nullable(),
  history: z.array(historyEntry),
  validation: z.array(validationItem).nullable(),
  completed: z.boolean(),
  completedAt: timestamp.nullable(),
})

export const dailyTaskResponseAnswer = z.strictObject({
  response: z.string(),
  mode,
  citations: z.array(z.strictObject(citationSchema.shape)),
  history: z.array(historyEntry),
})

export const dailyTaskValidationAnswer = z.strictObject({
  data: z.array(validationItem),
  completed: z.boolean(),
  firstCompletion: z.boolean(),
})
