import { getPayloadClient } from '@cms/get-payload'
import { messageReportBody } from '@schemas/assistant'
import type { SessionStudent } from '~/core/session.server'
import { recordLearningEvent } from '~/analytics/index.server'
import { asStudent } from '~/learning/index.server'
import { getChat } from './chats.server'

/**
 * Spec §3/§5 Message report: an assistant answer the student reports, with at least one issue
 * type. Stored as the student (status new, whatever is sent) for staff to triage in the admin
 * (Feedback → Message reports), then the analytics event. A chat named must be the student's own.
 */
export async function sendMessageReport(student: SessionStudent, body: unknown) {
  const input = messageReportBody.parse(body)
  const chat = input.chatId !== undefined ? await getChat(student, input.chatId) : null
  const payload = await getPayloadClient()
  const doc = await payload.create({
    collection: 'message-reports',
    data: {
      student: student.id,
      chat: chat ? (chat.id as number) : undefined,
      payload: input.payload,
      issueTypes: input.issueTypes,
      description: input.description,
      status: 'new',
    },
    ...asStudent(student),
  })
  await recordLearningEvent({
    name: 'assistant.message.reported',
    studentId: student.id,
    properties: { chatId: chat?.id ?? null, issueTypes: input.issueTypes.join(','), hasDescription: Boolean(input.description) },
  })
  return { id: doc.id, status: doc.status }
}
