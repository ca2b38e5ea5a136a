import type { KeyboardEventHandler, Ref } from 'react'
import type { Option } from '@schemas/screens'
import { handledInBrowser, submitAttributes, useFormFallback } from './form-fallback'
import { KeepTogether } from './keep-together'
import { OptionIcon } from './option-icon'

type OptionButtonProps = {
  option: Pick<Option, 'id' | 'value' | 'icon'>
  role: 'radio' | 'checkbox'
  checked: boolean
  /** DEFAULT: a full-width row. BOX: a square tile for a two-column grid. PAIR: a large yes/no button. */
  variant: 'DEFAULT' | 'BOX' | 'PAIR'
  onPress: () => void
  disabled?: boolean
  tabIndex?: number
  onKeyDown?: KeyboardEventHandler<HTMLButtonElement>
  onFocus?: () => void
  buttonRef?: Ref<HTMLButtonElement>
}

/** One answer. Checkbox options show a tick box; radio options just highlight when chosen. */
export function OptionButton(props: OptionButtonProps) {
  const { option, role, checked, variant, onPress, disabled } = props
  const fallback = useFormFallback()
  const event = `answer.${role === 'radio' ? 'select' : 'toggle'}:${option.id}`
  return (
    <button
      ref={props.buttonRef}
      {...submitAttributes(fallback, event)}
      role={role}
      aria-checked={checked}
      aria-disabled={disabled ? true : undefined}
      tabIndex={props.tabIndex}
      className={`f-option f-option--${variant.toLowerCase()}`}
      onClick={(click) => {
        if (disabled) click.preventDefault()
        else if (handledInBrowser(fallback, click)) onPress()
      }}
      onKeyDown={props.onKeyDown}
      onFocus={props.onFocus}
    >
      {option.icon ? <OptionIcon icon={option.icon} size={variant === 'BOX' ? 40 : 28} /> : null}
      <span className="f-option__label">
        <KeepTogether text={option.value} />
      </span>
      {role === 'checkbox' ? <span className="f-option__tick" aria-hidden="true" /> : null}
    </button>
  )
}
