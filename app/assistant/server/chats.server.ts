import { getPayloadClient } from '@cms/get-payload'
import type { AssistantChat } from '@cms/payload-types'
import type { Id } from '@schemas/id'
import { readStoredMessages, type StoredMessage } from '@schemas/assistant/chat'
import type { SessionStudent } from '~/core/session.server'
import { noRequestContext, type RequestContext } from '~/core/request-context.server'
import { studentData } from '~/core/student-data.server'
import { refuseForeignIds } from '~/http/input-ids.server'
import { notFound } from '~/core/problem'
import { asStudent } from '~/learning/index.server'
import { chatTitle } from '../rules/chat-title'

/**
 * A student's assistant conversations, always read and written as the student (overrideAccess
 * false): the collection's rule (own-or-staff) is what keeps one student out of another's chats,
 * so another student's chat id answers 404 exactly like one that does not exist.
 */
export type ChatSummary = { id: Id; title: string; model: string; updatedAt: string }
export type ChatView = ChatSummary & { messages: StoredMessage[] }

const summary = (chat: AssistantChat): ChatSummary => ({ id: chat.id, title: chat.title, model: chat.model, updatedAt: chat.updatedAt })
const view = (chat: AssistantChat): ChatView => ({ ...summary(chat), messages: readStoredMessages(chat.messages) })

/** Kept per student data version: frozen, so callers must not change the list (the page and the API only send it). */
export function listChats(student: SessionStudent, limit = 50, context: RequestContext = noRequestContext): Promise<ChatSummary[]> {
  return studentData(context, student, `chats:${limit}`, () => readChats(student, limit))
}

async function readChats(student: SessionStudent, limit: number): Promise<ChatSummary[]> {
  const payload = await getPayloadClient()
  const found = await payload.find({
    collection: 'assistant-chats',
    sort: '-updatedAt',
    limit,
    pagination: false,
    select: { title: true, model: true, updatedAt: true },
    ...asStudent(student),
  })
  return found.docs.map((chat) => summary(chat as AssistantChat))
}

export async function getChat(student: SessionStudent, chatId: Id): Promise<ChatView> {
  await refuseForeignIds({ chatId })
  const payload = await getPayloadClient()
  const found = await payload.find({
    collection: 'assistant-chats',
    where: { id: { equals: chatId } },
    limit: 1,
    pagination: false,
    ...asStudent(student),
  })
  const chat = found.docs[0]
  if (!chat) throw notFound('This chat')
  return view(chat)
}

export async function createChat(student: SessionStudent, model: string, first: StoredMessage): Promise<ChatView> {
  const payload = await getPayloadClient()
  const chat = await payload.create({
    collection: 'assistant-chats',
    data: { student: student.id, title: chatTitle(first.content), model, messages: [first] },
    ...asStudent(student),
  })
  return view(chat)
}

export async function saveMessages(student: SessionStudent, chatId: Id, model: string, messages: StoredMessage[]): Promise<void> {
  const payload = await getPayloadClient()
  await payload.update({ collection: 'assistant-chats', id: chatId as number, data: { model, messages }, ...asStudent(student) })
}
