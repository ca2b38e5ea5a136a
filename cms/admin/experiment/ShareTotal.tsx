'use client'
import { useFormFields } from '@payloadcms/ui'
import { runningShareTotal } from '@schemas/funnel/experiment'
import { useNamedPayloadControls } from './name-payload-controls'

type Variant = { weight: number; paused: boolean }

/** Below the variants: how much of new visitors the running funnels take together, against 100 %. */
export function ShareTotal() {
  useNamedPayloadControls()
  const summary = useFormFields(([fields]) => {
    const count = Number(fields.variants?.value ?? 0)
    const variants: Variant[] = Array.from({ length: count }, (_, i) => ({
      weight: Number(fields[`variants.${i}.weight`]?.value ?? 0),
      paused: fields[`variants.${i}.paused`]?.value === true,
    }))
    return `${runningShareTotal(variants)}/${variants.filter((variant) => !variant.paused).length}/${count}`
  })
  const [total = 0, running = 0, count = 0] = summary.split('/').map(Number)
  const good = total === 100 && running > 0
  return (
    <div className={`experiment-editor__total experiment-editor__total--${good ? 'good' : 'off'}`} role="status">
      <p className="experiment-editor__total-figure">
        Running funnels: <strong>{total} %</strong> of new visitors
      </p>
      <p>
        {running === 0
          ? 'Every funnel is paused: resume one before saving, or visitors have nowhere to go.'
          : good
            ? `${running} of ${count} funnels take new visitors; the shares add up to 100 %.`
            : `The shares of running funnels must add up to 100 %: ${total > 100 ? `take ${total - 100} % off` : `add ${100 - total} %`} before saving.`}
      </p>
    </div>
  )
}
