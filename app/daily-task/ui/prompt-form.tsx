import { useState } from 'react'
import { Form, useNavigation } from '@remix-run/react'
import { Button, TextField, useHydrated } from '~/ui'
import { canSubmit } from '../rules/daily-task-rules'

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
    <Form method="post" className="stack-form ui-card" noValidate>
      <input type="hidden" name="intent" value="submit" />
      <input type="hidden" name="task_id" value={taskId ?? ''} />
      <TextField
        label="Your prompt"
        hint="Write it as you would to an AI assistant."
        multiline
        rows={5}
        id="daily-prompt"
        name="prompt"
        maxLength={4000}
        value={prompt}
        onValueChange={setPrompt}
        error={errors?.join(' ')}
      />
      <Button type="submit" loading={busy} disabled={!enabled}>
        {busy ? 'Checking…' : 'Submit'}
      </Button>
    </Form>
  )
}
