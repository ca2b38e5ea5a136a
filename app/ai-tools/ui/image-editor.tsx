import { useId, useState } from 'react'
import { editImage, uploadImageToEdit } from '../client/ai-tools-api'
import { imageGenerationError } from '../rules/media-errors'
import { Button, ProgressBar, TextField } from '~/ui'
import { ToolStatus } from './tool-status'

type EditState = { step: 'idle' } | { step: 'working' } | { step: 'done'; url: string } | { step: 'failed'; error: string }

/** Image editing (spec: generate-image-gemini): a prompt and an image are both required. */
export function ImageEditor({ mode }: { mode: 'gemini' | 'simulator' | 'off' }) {
  const [file, setFile] = useState<File | null>(null)
  const [prompt, setPrompt] = useState('')
  const [state, setState] = useState<EditState>({ step: 'idle' })
  const id = useId()
  const ready = Boolean(file) && prompt.trim().length > 0 && state.step !== 'working' && mode !== 'off'

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!file || !prompt.trim()) return
    setState({ step: 'working' })
    try {
      const imageUrl = await uploadImageToEdit(file)
      setState({ step: 'done', url: await editImage(prompt.trim(), imageUrl) })
    } catch (error) {
      setState({ step: 'failed', error: error instanceof Error ? error.message : imageGenerationError })
    }
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Edit an image</h2>
      <ToolStatus
        off={mode === 'off'}
        tool="Image editing"
        instead="describe the change you want"
        by={
          mode === 'simulator'
            ? 'Simulator mode: the local image simulator tints your image by the prompt and writes the prompt on it.'
            : 'Edited by Gemini.'
        }
      />
      <form onSubmit={(event) => void submit(event)} className="stack" noValidate>
        <TextField
          label="Image to edit"
          id={`${id}-image`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          required
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
        />
        <TextField
          multiline
          label="What to change"
          id={`${id}-prompt`}
          rows={2}
          maxLength={2000}
          required
          value={prompt}
          onValueChange={setPrompt}
        />
        <Button type="submit" disabled={!ready}>
          Edit the image
        </Button>
      </form>
      {state.step === 'working' ? (
        <div role="status">
          <ProgressBar value={null} label="Editing image" />
        </div>
      ) : null}
      {state.step === 'failed' ? <p role="alert">{state.error}</p> : null}
      {state.step === 'done' ? <img src={state.url} alt={`Your image, edited: ${prompt.trim()}`} className="edited-image" /> : null}
    </section>
  )
}
