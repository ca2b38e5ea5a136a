import { useId, type HTMLAttributes, type ReactNode } from 'react'
import type { ScreenType } from '@schemas/screens'
import type { ScreenProps } from '../types'
import { ActionButton, ScreenActions } from './actions'
import { useFormFallback } from './form-fallback'
import { ScreenHeading } from './screen-heading'

type TextFieldFormProps<T extends ScreenType> = {
  props: ScreenProps<T>
  label: string
  type: 'email' | 'text'
  autoComplete: string
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  autoCapitalize?: string
  placeholder?: string
  maxLength?: number
  /** Above the heading (decoration). */
  top?: ReactNode
  /** Under the button (e.g. a privacy note). */
  note?: ReactNode
  className?: string
}

/**
 * A real form: typing sends `answer.input`, submitting sends `nav.next`. The engine validates and
 * answers a refused step with `error`, which is announced (role=alert) and tied to the input.
 */
export function TextFieldForm<T extends ScreenType>({ props, label, top, note, className, ...field }: TextFieldFormProps<T>) {
  const { view, inputValue, error, send } = props
  const headingId = useId()
  const inputId = useId()
  const errorId = useId()
  const fallback = useFormFallback()
  return (
    <section className={['f-screen', className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      {top}
      <ScreenHeading id={headingId} preTitle={view.preTitle} title={view.title ?? ''} description={view.description} />
      <form
        className="f-form"
        method="post"
        noValidate
        onSubmit={(event) => {
          // Before the engine runs, the form posts to the server, which checks the value instead.
          if (fallback && !fallback.live) return
          event.preventDefault()
          send({ type: 'nav.next' })
        }}
      >
        {fallback ? (
          <>
            <input type="hidden" name="screenId" value={fallback.screenId} />
            <input type="hidden" name="event" value="nav.next" />
          </>
        ) : null}
        <div className="f-field">
          <label className="f-field__label" htmlFor={inputId}>
            {label}
          </label>
          <input
            id={inputId}
            className="f-field__input"
            name={field.type === 'email' ? 'email' : 'name'}
            type={field.type}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            autoCapitalize={field.autoCapitalize}
            spellCheck={false}
            enterKeyHint="go"
            placeholder={field.placeholder}
            maxLength={field.maxLength}
            value={inputValue}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => send({ type: 'answer.input', value: event.target.value })}
          />
          <p id={errorId} className="f-field__error" role="alert">
            {error ?? ''}
          </p>
        </div>
        <ScreenActions>
          <ActionButton type="submit">{view.nextButtonTitle ?? 'Continue'}</ActionButton>
          {note}
        </ScreenActions>
      </form>
    </section>
  )
}
