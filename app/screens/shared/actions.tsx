import type { ReactNode } from 'react'

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
}

export function ActionButton({ children, onClick, type = 'button', variant = 'primary', disabled, describedBy }: ButtonProps) {
  return (
    <button
      type={type}
      className={`f-button f-button--${variant}`}
      aria-disabled={disabled ? true : undefined}
      aria-describedby={describedBy}
      onClick={(event) => {
        if (disabled) {
          event.preventDefault()
          return
        }
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
    <ActionButton onClick={onNext} disabled={disabled} describedBy={describedBy}>
      {label ?? 'Continue'}
    </ActionButton>
  )
}
