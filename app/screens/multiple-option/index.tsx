import { useId } from 'react'
import { ContinueButton, ScreenActions } from '../shared/actions'
import { OptionButton } from '../shared/option-button'
import { ScreenHeading } from '../shared/screen-heading'
import { ScreenImage } from '../shared/screen-image'
import type { ScreenProps } from '../types'

/** Several choices (`answer.toggle`), then Continue once the engine says enough are chosen. */
export function MultipleOptionScreen(props: ScreenProps<'MultipleOption'>) {
  const { screen, view, selectedOptionIds, canContinue, send } = props
  const headingId = useId()
  const hintId = useId()
  const minimumId = useId()
  const options = view.options ?? []
  const atMaximum = screen.maxSelections !== undefined && selectedOptionIds.length >= screen.maxSelections
  // An exclusive choice ("None yet") replaces the others, so the maximum never locks it or what replaces it.
  const exclusive = new Set(screen.options.filter((option) => option.exclusive).map((option) => option.id))
  const replaces = (optionId: string) => exclusive.has(optionId) || selectedOptionIds.some((id) => exclusive.has(id))
  const showMinimum = screen.minSelections > 1

  return (
    <section className="f-screen" aria-labelledby={headingId}>
      <ScreenHeading id={headingId} preTitle={view.preTitle} title={view.title ?? ''} description={view.description} />
      <p id={hintId} className="f-hint">
        {screen.hint}
      </p>
      <ScreenImage src={view.imageUrl} imgStyles={screen.imgStyles} priority={props.isFirstScreen} />
      <div
        role="group"
        aria-labelledby={headingId}
        aria-describedby={hintId}
        className={`f-choices f-choices--${screen.buttonType === 'BOX' ? 'grid' : 'list'}`}
      >
        {options.map((option) => {
          const checked = selectedOptionIds.includes(option.id)
          return (
            <div key={option.id} className="f-choice">
              <OptionButton
                option={option}
                role="checkbox"
                checked={checked}
                variant={screen.buttonType}
                disabled={!checked && atMaximum && !replaces(option.id)}
                onPress={() => send({ type: 'answer.toggle', optionId: option.id })}
              />
            </div>
          )
        })}
      </div>
      <ScreenActions>
        {showMinimum ? (
          <p id={minimumId} className="f-hint f-hint--minimum">
            Choose at least {screen.minSelections}
          </p>
        ) : null}
        <ContinueButton
          label={view.nextButtonTitle}
          disabled={!canContinue}
          describedBy={showMinimum ? minimumId : undefined}
          onNext={() => send({ type: 'nav.next' })}
        />
      </ScreenActions>
    </section>
  )
}
