import { Link } from '@remix-run/react'
import type { UiMessage } from '../client/use-assistant-chat'
import { AnswerText } from '~/ai'
import { sourcesToList } from '../rules/answer-sources'
import { MessageReport } from './message-report'
import { Badge } from '~/ui'

const kindLabel: Record<UiMessage['citations'][number]['kind'], string> = { lesson: 'Lesson', tip: 'Tip', course: 'Course' }

const statusText: Record<UiMessage['status'], string | null> = {
  streaming: null,
  done: null,
  stopped: 'Stopped.',
  failed: 'The answer broke off.',
}

/** The conversation: the student's questions and the answers, each answer with the lessons it cites and a Report button. */
export function MessageList({ messages, chatId }: { messages: readonly UiMessage[]; chatId: string | null }) {
  return (
    <ol className="assistant-messages" aria-label="Conversation">
      {messages.map((message) => {
        const sources =
          message.role === 'assistant' && message.status !== 'streaming' ? sourcesToList(message.content, message.citations) : []
        return (
          <li key={message.key} className={`assistant-message ${message.role}`}>
            <span className="visually-hidden">{message.role === 'user' ? 'You:' : 'Assistant:'}</span>
            {message.role === 'user' ? (
              <p className="assistant-paragraph">{message.content}</p>
            ) : message.content ? (
              <AnswerText text={message.content} />
            ) : message.status === 'streaming' ? (
              <p className="muted" role="status">
                Thinking…
              </p>
            ) : null}
            {sources.length > 0 ? (
              <div className="assistant-sources">
                <h3>Sources</h3>
                <ul>
                  {sources.map((citation) => (
                    <li key={citation.href}>
                      <Link to={citation.href}>{citation.title}</Link>
                      <Badge tone="neutral">{kindLabel[citation.kind]}</Badge>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {statusText[message.status] ? <p className="muted">{statusText[message.status]}</p> : null}
            {message.role === 'assistant' && message.status !== 'streaming' && message.content ? (
              <MessageReport payload={message.content} chatId={chatId} />
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}
