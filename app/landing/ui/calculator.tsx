import { useId, useState } from 'react'
import { calculatorAreas, calculatorStart, minutesPerDay, moneyRange, shownMoney } from '../rules/calculator'
import { counters } from '../rules/counter'
import { useCounter } from './use-counter'

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** "How much do you want to earn?": the amount counts up to $3,000, then the visitor takes over. */
export function Calculator() {
  const counter = useCounter<HTMLDivElement>(counters.calculatorMoney)
  const [chosen, setChosen] = useState<number | null>(null)
  const [selected, setSelected] = useState<string[]>(calculatorStart.areas)
  const amount = shownMoney(chosen, counter.value)
  const id = useId()
  const toggle = (area: string) =>
    setSelected((current) => (current.includes(area) ? current.filter((item) => item !== area) : [...current, area]))

  return (
    <section className="l-section l-calculator" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>How much do you want to earn each month?</h2>
      <div ref={counter.ref} className="l-calculator-body">
        <label htmlFor={`${id}-amount`} className="l-amount">
          {money.format(amount)}
        </label>
        <input
          id={`${id}-amount`}
          type="range"
          min={moneyRange.min}
          max={moneyRange.max}
          step={moneyRange.step}
          value={amount}
          onChange={(event) => setChosen(Number(event.target.value))}
        />
        <fieldset>
          <legend>Where would you use AI?</legend>
          {calculatorAreas.map((area) => (
            <label key={area} className="l-chip">
              <input type="checkbox" checked={selected.includes(area)} onChange={() => toggle(area)} />
              {area}
            </label>
          ))}
        </fieldset>
        <p className="l-result" aria-live="polite">
          About <strong>{minutesPerDay(amount, selected.length)} minutes a day</strong> of learning gets you there.
        </p>
      </div>
    </section>
  )
}
