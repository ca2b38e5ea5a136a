// @vitest-environment happy-dom
import { MemoryRouter } from 'react-router-dom'
import { expect, it } from 'vitest'
import { domRootPerTest } from '../../../tests/support/dom-root'
import { ImageEditor } from './image-editor'
import { VideoGenerator } from './video-generator'

const dom = domRootPerTest()

it.each([
  ['video', <VideoGenerator key="video" pollIntervalMs={250} mode="off" owner="1" />, 'Make the video'],
  ['image', <ImageEditor key="image" mode="off" />, 'Edit the image'],
])('a switched-off %s tool says so for a person, offers the assistant meanwhile and cannot be sent', (_, tool, submit) => {
  dom.render(<MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>{tool}</MemoryRouter>)
  const note = dom.container.querySelector('[role="note"]')!
  expect(note.textContent).toMatch(
    /^[A-Z][a-z ]+ is not available at the moment, so this form is switched off\. Meanwhile, the AI assistant can help you /,
  )
  expect(dom.container.textContent).not.toMatch(/configured|service|model/i)
  expect(note.querySelector('a')?.getAttribute('href')).toBe('/assistant')
  const button = [...dom.container.querySelectorAll('button')].find((each) => each.textContent?.trim() === submit)!
  expect(button.disabled).toBe(true)
})
