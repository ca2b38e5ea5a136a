/**
 * One question answered by picking one option: native radios in a fieldset, so arrow keys move
 * between options and screen readers announce the question with each one.
 */
export function ChoiceGroup<V extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  className,
  errors,
}: {
  legend: string
  name: string
  options: readonly { value: V; label: string }[]
  value: V | null | undefined
  onChange: (value: V) => void
  className?: string
  errors?: string[]
}) {
  const errorId = `${name}-errors`
  return (
    <fieldset
      className={['ui-options choice-group', className].filter(Boolean).join(' ')}
      aria-describedby={errors?.length ? errorId : undefined}
    >
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="ui-option">
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          <span>{option.label}</span>
        </label>
      ))}
      {errors?.length ? (
        <p id={errorId} className="ui-field__error" role="alert">
          {errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  )
}

/** Ratings 1–5 as stars; each radio's label says the number for screen readers. */
export function RatingChoice({
  legend,
  value,
  onChange,
  name = 'rating',
}: {
  legend: string
  value: number | null
  onChange: (rating: number) => void
  name?: string
}) {
  return (
    <fieldset className="rating-choice">
      <legend>{legend}</legend>
      {[1, 2, 3, 4, 5].map((rating) => (
        <label key={rating} className={value !== null && rating <= value ? 'lit' : undefined}>
          <input type="radio" name={name} value={rating} checked={value === rating} onChange={() => onChange(rating)} />
          <span aria-hidden="true">★</span>
          <span className="ui-sr-only">
            {rating} {rating === 1 ? 'star' : 'stars'}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
