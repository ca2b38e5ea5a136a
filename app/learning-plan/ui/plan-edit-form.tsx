import { Form, useNavigation } from '@remix-run/react'
import type { Problem } from '~/core/problem'
import { Button } from '~/ui/button'
import { TextField } from '~/ui/text-field'

type Props = { mode: 'offline' | 'model'; canGenerate: boolean; failure: Problem | null; saved: 'edit' | 'regenerate' | null }

/** Edit the plan by prompt; a failed edit shows the failure notification (spec §8). */
export function LearningPlanEditForm({ mode, canGenerate, failure, saved }: Props) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  return (
    <section className="card" aria-labelledby="plan-edit">
      <h2 id="plan-edit">Change your plan</h2>
      <p className="muted">
        {mode === 'model'
          ? 'Describe the change; the AI model rewrites your plan.'
          : 'Say what to change, for example “more about images”, “less about money”, “less time”, “more time”, “easier” or “harder”.'}
      </p>
      {failure ? (
        <p role="alert" className="form-error">
          Could not update your plan. {failure.message}
        </p>
      ) : null}
      {saved === 'edit' && !busy ? <p role="status">Your plan was updated.</p> : null}
      <Form method="post" className="stack-form" noValidate>
        <input type="hidden" name="intent" value="edit" />
        <TextField label="What should change?" name="edit_prompt" multiline maxLength={500} rows={2} />
        <Button type="submit" loading={busy && navigation.formData?.get('intent') === 'edit'} disabled={busy}>
          Update plan
        </Button>
      </Form>
      {canGenerate ? (
        <Form method="post" className="plan-regenerate">
          <input type="hidden" name="intent" value="regenerate" />
          <Button type="submit" variant="secondary" disabled={busy}>
            Start over from my answers
          </Button>
        </Form>
      ) : null}
    </section>
  )
}
