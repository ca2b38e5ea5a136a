import { getAiProvider } from '~/ai/index.server'
import type { SessionStudent } from '~/core/session.server'
import type { RequestContext } from '~/core/request-context.server'
import { idParam } from '~/http/route.server'
import { assistantPageQuery, promptLimitFeature } from '@schemas/assistant'
import { modelId } from '@schemas/assistant/bodies'
import { parseOrProblem } from '~/core/problem'
import type { TrialViewer } from '~/core/trial'
import { safeBackPath } from '../rules/back-to-lesson'
import { chatLesson, chatToReopen, type LessonAbout } from '../rules/lesson-about'
import { defaultModelId, pickerModels } from '../rules/model-info'
import { promptTemplates } from '../rules/prompt-template'
import { type ChatView, getChat, listChats } from './chats.server'
import { allowanceFor, readCounter } from './feature-counter.server'
import { readLessonContext } from './lesson-context.server'

/**
 * The /assistant page: `?model=` selects a model (an unknown one is listed, titled "Prompt", and
 * answered by the default), `?prompt=` prefills the composer (not sent), `?back=` is where "Back to
 * lesson" goes (lesson and challenge paths only), `?chat=` reopens one of the student's chats,
 * `?lesson=` (the lesson page's "Ask about this lesson") makes that lesson the chat's context — read
 * under the lesson page's access rules, so a lesson the student cannot open is a 403/404 here too.
 * Without `?chat=`, `?prompt=` or `?new` the student's latest chat reopens: leaving the tab for a
 * lesson and coming back finds the conversation where it was ("New chat" links to `?new`); asked
 * from a lesson, only when that chat is about the same lesson.
 */
export async function getAssistantPage(student: SessionStudent, url: URL, context: RequestContext, viewer: TrialViewer) {
  const provider = getAiProvider()
  const requested = modelId.safeParse(url.searchParams.get('model') ?? undefined)
  const requestedModel = requested.success ? requested.data : undefined
  const chatParam = idParam.safeParse(url.searchParams.get('chat') ?? undefined)
  const query = parseOrProblem(assistantPageQuery, { lesson: url.searchParams.get('lesson') ?? undefined }, 'Not a lesson')
  const allowanceRead = allowanceFor(student, context)
  const prompt = (url.searchParams.get('prompt') ?? '').slice(0, 4000)
  const [chats, counter, allowance, chosen, asked] = await Promise.all([
    listChats(student, 50, context),
    readCounter(student, promptLimitFeature, new Date(), allowanceRead, context),
    allowanceRead,
    chatParam.success ? getChat(student, chatParam.data) : Promise.resolve<ChatView | null>(null),
    query.lesson ? readLessonContext(viewer, query.lesson) : Promise.resolve(null),
  ])
  const visit = { named: chosen !== null, prompt: prompt !== '', fresh: url.searchParams.has('new'), lessonId: asked?.id ?? null }
  const latest = chats[0] && !visit.named && !visit.prompt && !visit.fresh ? await getChat(student, chats[0].id) : null
  const chat = chosen ?? (latest && chatToReopen(visit, chatLesson(latest.messages)) === 'latest' ? latest : null)
  // A reopened chat about a lesson says so again, if the student can still open that lesson.
  const reopenedLesson = !asked && chat ? chatLesson(chat.messages) : null
  const lesson = asked ?? (reopenedLesson ? await readLessonContext(viewer, reopenedLesson).catch(() => null) : null)
  // Offline, the picker still names the default model a configured server would use.
  const configured = provider.mode === 'offline' ? defaultModelId : provider.defaultModel
  const about: LessonAbout | null = lesson ? { id: lesson.id, title: lesson.title, href: lesson.href } : null
  return {
    mode: provider.mode,
    models: pickerModels([configured, requestedModel]),
    selectedModel: requestedModel ?? configured,
    prompt,
    backPath: safeBackPath(url.searchParams.get('back')) ?? (asked ? asked.href : null),
    about,
    templates: promptTemplates,
    chats,
    chat,
    counter,
    /** Where the day's prompts come from (the plan, a pack), said beside the count. */
    pack: allowance.pack,
  }
}
