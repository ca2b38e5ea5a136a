'use client'
import { Button } from '@payloadcms/ui'
import { type FormEvent, useState } from 'react'

type Outcome = { ok: boolean; message: string }

const unreachable: Outcome = { ok: false, message: 'The admin could not be reached. Check your connection and try again.' }

/**
 * "Test connection": a form that posts to the admin's test endpoint (test-connection-route.ts) and
 * shows what came back. The model is called only by that POST, never by loading the dashboard.
 */
export function AiConnectionTest({ action }: { action: string }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [testing, setTesting] = useState(false)

  async function test(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setTesting(true)
    try {
      const response = await fetch(action, { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } })
      const body = (await response.json().catch(() => null)) as (Outcome & { error?: { message?: string } }) | null
      if (response.ok && body) setOutcome({ ok: body.ok, message: body.message })
      else setOutcome({ ok: false, message: body?.error?.message ?? `The test could not run (${response.status}).` })
    } catch {
      setOutcome(unreachable)
    } finally {
      setTesting(false)
    }
  }

  return (
    <form method="post" action={action} onSubmit={(event) => void test(event)}>
      <p
        role="status"
        className={outcome ? `product-dashboard__ai-result product-dashboard__ai-result--${outcome.ok ? 'good' : 'bad'}` : undefined}
      >
        {outcome ? `${outcome.ok ? 'Connected. ' : 'Not connected. '}${outcome.message}` : null}
      </p>
      <Button type="submit" buttonStyle="secondary" size="small" disabled={testing}>
        {testing ? 'Testing…' : 'Test connection'}
      </Button>
    </form>
  )
}
