import { useLocation } from '@remix-run/react'
import { useEffect, useId, useState } from 'react'
import type { AiMode } from '@schemas/ai'
import type { StoredMessage } from '@schemas/assistant/chat'
import { MESSAGE_MAX_LENGTH } from '@schemas/assistant/options'
import { useAssistantChat } from '../client/use-assistant-chat'
import type { ModelInfo } from '../rules/model-info'
import type { FeatureCounter } from '../rules/prompt-limit'
import { type PromptAllowance, promptsLeftText } from '../rules/prompt-allowance'
import type { PromptTemplate } from '../rules/prompt-template'
import { chatTitle } from '../rules/chat-title'
import type { LessonAbout } from '../rules/lesson-about'
import { BackToLesson } from './back-to-lesson'
import { LessonAboutBar } from './lesson-about-bar'
import { ChatList } from './chat-list'
import { MessageList } from './message-list'
import { ModelPicker } from './model-picker'
import { PromptTemplates } from './prompt-templates'
import { Button, TextField } from '~/ui'

export type AssistantChatProps = {
  mode: AiMode
  models: ModelInfo[]
  selectedModel: string
  prompt: string
  backPath: string | null
  /** The lesson the chat is about ("Ask about this lesson"): named above the chat, with the way back. */
  about: LessonAbout | null
  templates: readonly PromptTemplate[]
  chats: { id: string | number; title: string; updatedAt: string }[]
  chat: { id: string | number; messages: StoredMessage[] } | null
  counter: FeatureCounter
  /** The owned pack that adds prompts a day, if any. */
  pack?: PromptAllowance['pack']
}

/** The assistant: mode notice, model picker, chat list, templates, the conversation and the composer. */
export function AssistantChat(props: AssistantChatProps) {
  const chat = useAssistantChat({
    chatId: props.chat ? String(props.chat.id) : null,
    messages: props.chat?.messages ?? [],
    model: props.selectedModel,
    prompt: props.prompt,
    backPath: props.backPath,
    lessonId: props.about?.id ?? null,
    counter: props.counter,
    mode: props.mode,
  })
  const [pickerOpen, setPickerOpen] = useState(false)
  const [chatsOpen, setChatsOpen] = useState(false)
  const composerId = useId()
  const location = useLocation()
  const { dispatch } = chat

  // Spec: the bubble hides on a route change.
  useEffect(() => dispatch({ type: 'route.change' }), [location.key, dispatch])

  const togglePicker = () => {
    setPickerOpen((open) => !open)
    dispatch({ type: 'selector.toggle' })
  }
  const toggleChats = () => {
    if (!chatsOpen) dispatch({ type: 'chatlist.open' })
    setChatsOpen((open) => !open)
  }
  const { remaining_count: remaining, feature_limit: limit } = chat.counter
  // A chat started on this visit joins the list at once (the loader's list is from before it).
  const firstQuestion = chat.messages.find((message) => message.role === 'user')?.content
  const chats =
    chat.chatId && firstQuestion && !props.chats.some((listed) => String(listed.id) === chat.chatId)
      ? [{ id: chat.chatId, title: chatTitle(firstQuestion), updatedAt: new Date().toISOString() }, ...props.chats]
      : props.chats

  return (
    <div className="assistant">
      {chat.mode === 'offline' ? (
        <p className="assistant-mode" role="note">
          Answers come from our lessons, tips and courses, with a link to each source.
        </p>
      ) : (
        <p className="assistant-mode" role="note">
          Answers come from an AI model, using this platform’s lessons as sources.
        </p>
      )}
      <div className="assistant-toolbar">
        {chat.mode === 'offline' ? null : (
          <ModelPicker
            models={props.models}
            selected={chat.model}
            open={pickerOpen}
            onToggle={togglePicker}
            onSelect={(model) => {
              chat.setModel(model)
              togglePicker()
            }}
          />
        )}
        <ChatList chats={chats} open={chatsOpen} onToggle={toggleChats} current={chat.chatId} />
      </div>
      {props.about ? <LessonAboutBar about={props.about} backPath={props.backPath} /> : null}
      {/* The lesson bar already keeps the way back at hand: no second "↩ Lesson" bubble beside it. */}
      <BackToLesson state={chat.nav} onStay={() => dispatch({ type: 'stay' })} bubble={!props.about} />
      {chat.messages.length === 0 ? (
        <p className="muted">
          {props.about ? 'Ask anything about this lesson.' : 'Ask about anything from your courses, or start from a template.'}
        </p>
      ) : null}
      <MessageList messages={chat.messages} chatId={chat.chatId} />
      {chat.notice ? (
        <p className={`assistant-notice ${chat.notice.kind}`} role="alert">
          {chat.notice.message}
        </p>
      ) : null}
      <PromptTemplates templates={props.templates} onUse={chat.setDraft} />
      <form
        className="assistant-composer"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void chat.send()
        }}
      >
        <TextField
          multiline
          label="Message"
          labelHidden
          id={composerId}
          name="message"
          rows={3}
          maxLength={MESSAGE_MAX_LENGTH}
          value={chat.draft}
          placeholder="Ask the assistant…"
          onValueChange={chat.setDraft}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault()
              void chat.send()
            }
          }}
        />
        <div className="assistant-composer-actions">
          <span className="muted" data-testid="prompts-left">
            {promptsLeftText(remaining, { limit, paying: true, pack: props.pack ?? null })}
          </span>
          {chat.sending ? (
            <Button variant="secondary" onClick={chat.stop}>
              Stop
            </Button>
          ) : (
            <Button type="submit" disabled={!chat.draft.trim() || remaining <= 0}>
              Send
            </Button>
          )}
        </div>
      </form>
    </div>
  )
}
