import { dailyTaskResetBody, dailyTaskRespondBody, dailyTaskValidateBody } from '@schemas/daily-task/daily-task'
import type { Endpoint } from '~/http/api-endpoint'
import * as answers from '@schemas/api/answers'

/** The daily task's calls (spec §7), documented from the schemas the routes parse. */
export const dailyTaskEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: '/api/daily-task',
    summary:
      'Today’s task in the student’s time zone (task: id, title, instructions, criteria, model, or null), its history (side, message, timestamp), last validation (text, completed, reason), completed, and the AI mode',
    answer: answers.dailyTaskAnswer,
  },
  {
    method: 'post',
    path: '/api/daily-task/respond',
    summary: 'Send the prompt: answers the assistant’s `response` (offline: from the platform’s lessons, with citations) and the history',
    body: dailyTaskRespondBody,
    answer: answers.dailyTaskResponseAnswer,
  },
  {
    method: 'post',
    path: '/api/daily-task/validate',
    summary:
      'Check the prompt against the task’s items: `data` is the list of items with completed flags; when all are completed the day is completed (refetch GET /api/daily-task)',
    body: dailyTaskValidateBody,
    answer: answers.dailyTaskValidationAnswer,
  },
  {
    method: 'post',
    path: '/api/daily-task/reset',
    summary: 'Try again: clears today’s history and validation; answers the task as GET does',
    body: dailyTaskResetBody,
    answer: answers.dailyTaskAnswer,
  },
]
