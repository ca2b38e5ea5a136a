import { Plus } from 'lucide-react'
import { useId } from 'react'
import { Button, List, ListRow } from '~/ui'

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
          <List>
            <ListRow
              to="/assistant?new"
              title="New chat"
              start={<Plus size={20} aria-hidden="true" className="assistant-chat-list__new" />}
            />
            {chats.map((chat) => (
              <ListRow key={chat.id} to={`/assistant?chat=${chat.id}`} title={chat.title} current={String(chat.id) === current} />
            ))}
          </List>
          {chats.length === 0 ? <p className="muted">No chats yet: your conversations appear here.</p> : null}
        </nav>
      ) : null}
    </div>
  )
}
