import type { ReactNode } from 'react'
import { handledInBrowser, submitAttributes, useFormFallback } from './form-fallback'

/** The bottom action area: sticks to the bottom of the viewport above the safe area. */
export function ScreenActions({ children }: { children: ReactNode }) {
  return <div className="f-actions">{children}</div>
}

type ButtonProps = {
  children: ReactNode
  onClick?: () => void
  type?: 'button' | 'submit'
  variant?: 'primary' | 'secondary'
  /** Stays focusable and announced as unavailable (aria-disabled); clicks do nothing. */
  disabled?: boolean
  describedBy?: string
  /** The engine event this button stands for; inside the player it then also submits the player's form. */
  event?: string
}

export function ActionButton({ children, onClick, type = 'button', variant = 'primary', disabled, describedBy, event }: ButtonProps) {
  const fallback = useFormFallback()
  const submits = event && fallback
  return (
    <button
      {...(submits ? submitAttributes(fallback, event) : { type })}
      className={`f-button f-button--${variant}`}
      aria-disabled={disabled ? true : undefined}
      aria-describedby={describedBy}
      onClick={(click) => {
        if (disabled) {
          click.preventDefault()
          return
        }
        if (submits && !handledInBrowser(fallback, click)) return
        onClick?.()
      }}
    >
      {children}
    </button>
  )
}

type ContinueButtonProps = {
  label?: string
  onNext: () => void
  disabled?: boolean
  describedBy?: string
}

export function ContinueButton({ label, onNext, disabled, describedBy }: ContinueButtonProps) {
  return (
    <ActionButton onClick={onNext} disabled={disabled} describedBy={describedBy} event="nav.next">
      {label ?? 'Continue'}
    </ActionButton>
  )
}
