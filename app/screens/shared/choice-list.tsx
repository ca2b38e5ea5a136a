import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import type { Option } from '@schemas/screens'
import { OptionButton } from './option-button'

type ChoiceListProps = {
  options: readonly Pick<Option, 'id' | 'value' | 'icon'>[]
  selectedId?: string
  onSelect: (optionId: string) => void
  variant: 'DEFAULT' | 'BOX' | 'PAIR'
  labelledBy: string
  /** Shown for the chosen option: under its row, or under the grid of tiles. */
  renderFeedback?: (optionId: string) => ReactNode
}

const nextIndex: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
}

/**
 * A single-choice radio group with a roving tab stop. Arrow keys move focus only; Space or Enter
 * chooses. (The APG pattern also checks on arrow keys, but here choosing moves the funnel on, so
 * browsing with arrows must not answer.)
 */
export function ChoiceList({ options, selectedId, onSelect, variant, labelledBy, renderFeedback }: ChoiceListProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const selectedIndex = options.findIndex((option) => option.id === selectedId)
  const [focusIndex, setFocusIndex] = useState(Math.max(selectedIndex, 0))

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const move = nextIndex[event.key]
    if (!move) return
    event.preventDefault()
    const target = move(index, options.length)
    setFocusIndex(target)
    buttons.current[target]?.focus()
  }

  const feedback = selectedId && renderFeedback ? renderFeedback(selectedId) : null
  const layout = variant === 'BOX' ? 'grid' : variant === 'PAIR' ? 'pair' : 'list'

  return (
    <>
      <div role="radiogroup" aria-labelledby={labelledBy} className={`f-choices f-choices--${layout}`}>
        {options.map((option, index) => {
          const checked = option.id === selectedId
          return (
            <div key={option.id} className="f-choice">
              <OptionButton
                option={option}
                role="radio"
                checked={checked}
                variant={variant}
                tabIndex={index === focusIndex ? 0 : -1}
                buttonRef={(element) => {
                  buttons.current[index] = element
                }}
                onFocus={() => setFocusIndex(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
                onPress={() => onSelect(option.id)}
              />
              {checked && feedback && layout === 'list' ? <Feedback>{feedback}</Feedback> : null}
            </div>
          )
        })}
      </div>
      {feedback && layout !== 'list' ? <Feedback>{feedback}</Feedback> : null}
    </>
  )
}

function Feedback({ children }: { children: ReactNode }) {
  return (
    <div className="f-feedback" role="status">
      {children}
    </div>
  )
}
