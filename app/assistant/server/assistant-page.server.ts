import { getAiProvider } from '~/ai/index.server'
import type { SessionStudent } from '~/core/session.server'
import type { RequestContext } from '~/core/request-context.server'
import { idParam } from '~/http/route.server'
import { promptLimitFeature } from '@schemas/assistant'
import { modelId } from '@schemas/assistant/bodies'
import { safeBackPath } from '../rules/back-to-lesson'
import { defaultModelId, pickerModels } from '../rules/model-info'
import { promptTemplates } from '../rules/prompt-template'
import { type ChatView, getChat, listChats } from './chats.server'
import { allowanceFor, readCounter } from './feature-counter.server'

/**
 * The /assistant page: `?model=` selects a model (an unknown one is listed, titled "Prompt", and
 * answered by the default), `?prompt=` prefills the composer (not sent), `?back=` is where "Back to
 * lesson" goes (lesson and challenge paths only), `?chat=` reopens one of the student's chats.
 * Without `?chat=`, `?prompt=` or `?new` the student's latest chat reopens: leaving the tab for a
 * lesson and coming back finds the conversation where it was ("New chat" links to `?new`).
 */
export async function getAssistantPage(student: SessionStudent, url: URL, context: RequestContext) {
  const provider = getAiProvider()
  const requested = modelId.safeParse(url.searchParams.get('model') ?? undefined)
  const requestedModel = requested.success ? requested.data : undefined
  const chatParam = idParam.safeParse(url.searchParams.get('chat') ?? undefined)
  const allowanceRead = allowanceFor(student, context)
  const prompt = (url.searchParams.get('prompt') ?? '').slice(0, 4000)
  const [chats, counter, allowance, chosen] = await Promise.all([
    listChats(student, 50, context),
    readCounter(student, promptLimitFeature, new Date(), allowanceRead, context),
    allowanceRead,
    chatParam.success ? getChat(student, chatParam.data) : Promise.resolve<ChatView | null>(null),
  ])
  const latest = !chosen && !prompt && !url.searchParams.has('new') ? chats[0] : undefined
  const chat = chosen ?? (latest ? await getChat(student, latest.id) : null)
  // Offline, the picker still names the default model a configured server would use.
  const configured = provider.mode === 'offline' ? defaultModelId : provider.defaultModel
  return {
    mode: provider.mode,
    models: pickerModels([configured, requestedModel]),
    selectedModel: requestedModel ?? configured,
    prompt,
    backPath: safeBackPath(url.searchParams.get('back')),
    templates: promptTemplates,
    chats,
    chat,
    counter,
    /** Where the day's prompts come from (the plan, a pack), said beside the count. */
    pack: allowance.pack,
  }
}
