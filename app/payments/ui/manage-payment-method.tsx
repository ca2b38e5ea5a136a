import { useState } from 'react'
import { Button } from '~/ui'

/**
 * "Manage payment method" asks the portal call where billing is managed and goes there (spec:
 * "The portal call returns a url and the user is redirected to it").
 */
export function ManagePaymentMethod() {
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle')
  async function open() {
    setState('opening')
    try {
      const response = await fetch('/api/subscription/portal', { headers: { accept: 'application/json' } })
      const body = (await response.json()) as { url?: unknown }
      if (!response.ok || typeof body.url !== 'string') throw new Error('no portal')
      window.location.assign(body.url)
    } catch {
      setState('failed')
    }
  }
  return (
    <div className="money-manage">
      <Button type="button" variant="secondary" onClick={open} disabled={state === 'opening'}>
        {state === 'opening' ? 'Opening…' : 'Manage payment method'}
      </Button>
      {state === 'failed' ? (
        <p role="alert" className="form-error">
          We could not open your payment settings. Please try again in a moment.
        </p>
      ) : null}
    </div>
  )
}
