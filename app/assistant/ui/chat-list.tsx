import { Link } from '@remix-run/react'
import { useId } from 'react'
import { Button } from '~/ui'

type Summary = { id: string | number; title: string; updatedAt: string }

/** The student's past conversations, opened from a toggle; each reopens at /assistant?chat=. */
export function ChatList({
  chats,
  open,
  onToggle,
  current,
}: {
  chats: readonly Summary[]
  open: boolean
  onToggle: () => void
  current: string | null
}) {
  const listId = useId()
  return (
    <div className="assistant-chats">
      <Button variant={open ? 'primary' : 'secondary'} size="small" aria-expanded={open} aria-controls={listId} onClick={onToggle}>
        Your chats ({chats.length})
      </Button>
      {open ? (
        <nav id={listId} aria-label="Your chats" className="assistant-chat-list">
          <ul className="plain-list">
            <li>
              <Link to="/assistant">+ New chat</Link>
            </li>
            {chats.map((chat) => (
              <li key={chat.id}>
                <Link to={`/assistant?chat=${chat.id}`} aria-current={String(chat.id) === current ? 'page' : undefined}>
                  {chat.title}
                </Link>
              </li>
            ))}
          </ul>
          {chats.length === 0 ? <p className="muted">No chats yet: your conversations appear here.</p> : null}
        </nav>
      ) : null}
    </div>
  )
}
