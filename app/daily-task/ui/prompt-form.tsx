import { useState } from 'react'
import { Form, useNavigation } from '@remix-run/react'
import { FieldErrors } from '~/ui/field-errors'
import { canSubmit } from '../rules/daily-task-rules'
import { useHydrated } from './use-modal'

/**
 * The prompt box. Submit is enabled only for a non-empty trimmed prompt and a loaded task (spec
 * §5); before JavaScript runs the button stays enabled and the server refuses an empty prompt.
 */
export function PromptForm({ taskId, errors }: { taskId: string | number | null; errors?: string[] }) {
  const [prompt, setPrompt] = useState('')
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'submit'
  const enabled = hydrated ? canSubmit(prompt, taskId !== null) && !busy : taskId !== null
  return (
    <Form method="post" className="stack-form card">
      <input type="hidden" name="intent" value="submit" />
      <input type="hidden" name="task_id" value={taskId ?? ''} />
      <label htmlFor="daily-prompt">Your prompt</label>
      <textarea
        id="daily-prompt"
        name="prompt"
        rows={5}
        maxLength={4000}
        value={prompt}
        onChange={(event) => setPrompt(event.target.value)}
        aria-describedby="prompt-errors"
        aria-invalid={errors?.length ? true : undefined}
      />
      <FieldErrors id="prompt-errors" errors={errors} />
      <button type="submit" className="primary" disabled={!enabled}>
        {busy ? 'Checking…' : 'Submit'}
      </button>
    </Form>
  )
}
