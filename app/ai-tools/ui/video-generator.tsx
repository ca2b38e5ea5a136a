import { useEffect, useId, useState } from 'react'
import { captionsVtt } from '../rules/media-answers'
import { sampleScript, videoOrientations } from '@schemas/ai/ai-tools'
import { useVideoGeneration } from '../client/use-video-generation'
import { videoVoices } from '../rules/voices'
import { Button, buttonClass, ProgressBar, SegmentedControl, Select, TextField } from '~/ui'
import { ToolStatus } from './tool-status'

const orientationSegments = videoOrientations.map((orientation) => ({
  value: orientation,
  label: orientation === 'portrait' ? 'Portrait' : 'Landscape',
}))

const stepText = {
  uploading: 'Uploading your image…',
  requesting: 'Asking for your video…',
  pending: 'Your video is waiting to start…',
  processing: 'Your video is being made…',
} as const

/** Image → talking video: the form, a progress indicator while it is made, then the video. */
export function VideoGenerator({
  pollIntervalMs,
  mode,
  owner,
}: {
  pollIntervalMs: number
  mode: 'heygen' | 'simulator' | 'off'
  owner: string
}) {
  const { state, generate, resume } = useVideoGeneration(pollIntervalMs, owner)
  const [file, setFile] = useState<File | null>(null)
  const id = useId()
  const busy = state.step === 'uploading' || state.step === 'requesting' || state.step === 'generating'

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!file) return
    const form = new FormData(event.currentTarget)
    void generate({
      file,
      orientation: String(form.get('orientation')),
      title: String(form.get('title') ?? ''),
      script: String(form.get('script') ?? ''),
      voiceId: String(form.get('voice')),
    })
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Talking video from a photo</h2>
      <ToolStatus
        off={mode === 'off'}
        tool="Making talking videos"
        instead="write the script for your video"
        by={
          mode === 'simulator'
            ? 'Simulator mode: the local video simulator animates your photo with your script as a caption (no AI voice).'
            : 'Made by HeyGen Avatar IV.'
        }
      />
      <form onSubmit={submit} className="stack" noValidate>
        <TextField
          label="Photo"
          id={`${id}-image`}
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          required
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
        />
        <SegmentedControl legend="Orientation" name="orientation" segments={orientationSegments} defaultValue="portrait" />
        <TextField label="Title" id={`${id}-video-title`} name="title" maxLength={120} placeholder="My talking video" />
        <TextField multiline label="Script" id={`${id}-script`} name="script" rows={3} maxLength={1500} placeholder={sampleScript} />
        <Select
          label="Voice"
          id={`${id}-voice`}
          name="voice"
          defaultValue={videoVoices[0].id}
          options={videoVoices.map((voice) => ({ value: voice.id, label: voice.name }))}
        />
        <div className="ui-dialog__actions">
          <Button type="submit" disabled={!file || mode === 'off'} loading={busy}>
            Make the video
          </Button>
          <Button variant="secondary" disabled={busy || mode === 'off'} onClick={() => void resume()}>
            Check my last video
          </Button>
        </div>
      </form>
      {busy ? (
        <div role="status">
          <ProgressBar value={null} label="Generating video" />
          <p>{stepText[state.step === 'generating' ? state.status : state.step]}</p>
        </div>
      ) : null}
      {state.step === 'failed' ? <p role="alert">{state.error}</p> : null}
      {state.step === 'completed' ? <FinishedVideo url={state.url} thumbnail={state.thumbnail} script={state.script} /> : null}
    </section>
  )
}

/** The finished video, with the script as its captions track (a blob: URL, which the site's media policy allows). */
function FinishedVideo({ url, thumbnail, script }: { url: string; thumbnail: string | null; script: string }) {
  const [captions, setCaptions] = useState<string | undefined>()
  useEffect(() => {
    const made = URL.createObjectURL(new Blob([captionsVtt(script)], { type: 'text/vtt' }))
    setCaptions(made)
    return () => URL.revokeObjectURL(made)
  }, [script])
  return (
    <figure className="ai-tool-result">
      <video src={url} poster={thumbnail ?? undefined} controls playsInline preload="metadata" aria-label="Your talking video">
        <track kind="captions" src={captions} srcLang="en" label="Script" default />
      </video>
      <figcaption>
        <a className={buttonClass({ variant: 'secondary' })} href={url} download>
          Download the video
        </a>
      </figcaption>
    </figure>
  )
}
