import { useEffect, useId, useState } from 'react'
import { captionsVtt } from '../rules/media-answers'
import { defaultVideoTitle, sampleScript, videoOrientations } from '@schemas/ai/ai-tools'
import { useVideoGeneration } from '../client/use-video-generation'
import { videoVoices } from '../rules/voices'

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
      <p className="muted">
        {mode === 'simulator'
          ? 'Simulator mode: the local video simulator animates your photo with your script as a caption (no AI voice).'
          : mode === 'heygen'
            ? 'Made by HeyGen Avatar IV.'
            : 'The video service is not configured on this site.'}
      </p>
      <form onSubmit={submit} className="stack">
        <label htmlFor={`${id}-image`}>Photo</label>
        <input
          id={`${id}-image`}
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          required
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
        />
        <label htmlFor={`${id}-orientation`}>Orientation</label>
        <select id={`${id}-orientation`} name="orientation" defaultValue="portrait">
          {videoOrientations.map((orientation) => (
            <option key={orientation} value={orientation}>
              {orientation === 'portrait' ? 'Portrait' : 'Landscape'}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-video-title`}>Title</label>
        <input id={`${id}-video-title`} name="title" maxLength={120} placeholder={defaultVideoTitle} />
        <label htmlFor={`${id}-script`}>Script</label>
        <textarea id={`${id}-script`} name="script" rows={3} maxLength={1500} placeholder={sampleScript} />
        <label htmlFor={`${id}-voice`}>Voice</label>
        <select id={`${id}-voice`} name="voice" defaultValue={videoVoices[0].id}>
          {videoVoices.map((voice) => (
            <option key={voice.id} value={voice.id}>
              {voice.name}
            </option>
          ))}
        </select>
        <div className="dialog-actions">
          <button type="submit" disabled={busy || !file || mode === 'off'}>
            Make the video
          </button>
          <button type="button" className="secondary" disabled={busy || mode === 'off'} onClick={() => void resume()}>
            Check my last video
          </button>
        </div>
      </form>
      {busy ? (
        <div role="status">
          <progress aria-label="Generating video" />
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
    <figure>
      <video src={url} poster={thumbnail ?? undefined} controls playsInline preload="metadata" aria-label="Your talking video">
        <track kind="captions" src={captions} srcLang="en" label="Script" default />
      </video>
      <figcaption>
        <a href={url} download>
          Download the video
        </a>
      </figcaption>
    </figure>
  )
}
