// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { domRootPerTest } from '../../../tests/support/dom-root'
import { defaultVideoPoster, LessonVideo } from './lesson-video'

const dom = domRootPerTest()
const section = { kind: 'video' as const, url: 'https://videos.example.com/a.mp4', title: 'Four parts of a prompt' }
const video = () => dom.container.querySelector('video')!
const fail = () => act(() => void video().dispatchEvent(new Event('error')))

describe('the lesson video player', () => {
  it('is the browser player with controls, inline, nothing loaded before play, named by its title', () => {
    dom.render(<LessonVideo section={section} />)
    expect(video().getAttribute('src')).toBe(section.url)
    expect(video().hasAttribute('controls')).toBe(true)
    expect(video().hasAttribute('playsinline')).toBe(true)
    expect(video().getAttribute('preload')).toBe('none')
    expect(video().getAttribute('aria-label')).toBe('Four parts of a prompt')
    expect(video().closest('.lesson-video__frame')).not.toBeNull()
    expect(dom.container.querySelector('figcaption')?.textContent).toBe('Four parts of a prompt')
  })

  it('shows the section’s poster, or the app’s own', () => {
    dom.render(<LessonVideo section={{ ...section, poster: 'https://img.example.com/p.jpg' }} />)
    expect(video().getAttribute('poster')).toBe('https://img.example.com/p.jpg')
    dom.render(<LessonVideo section={section} />)
    expect(video().getAttribute('poster')).toBe(defaultVideoPoster)
  })

  it('gives English captions, on by default, when the section has a WebVTT file', () => {
    dom.render(<LessonVideo section={{ ...section, captions: 'https://cdn.example.com/a.vtt' }} />)
    const track = video().querySelector('track')!
    expect(track.getAttribute('kind')).toBe('captions')
    expect(track.getAttribute('srclang')).toBe('en')
    expect(track.getAttribute('src')).toBe('https://cdn.example.com/a.vtt')
    expect(track.hasAttribute('default')).toBe(true)
    expect(video().getAttribute('crossorigin')).toBe('anonymous')
  })

  it('has no track and no CORS request without captions', () => {
    dom.render(<LessonVideo section={section} />)
    expect(video().querySelector('track')).toBeNull()
    expect(video().hasAttribute('crossorigin')).toBe(false)
  })

  it('never offers the bare video file as a link', () => {
    dom.render(<LessonVideo section={section} />)
    expect(dom.container.querySelector('a')).toBeNull()
  })

  it('says plainly when the video cannot load, in place of a broken player, and can try again', () => {
    dom.render(<LessonVideo section={section} />)
    expect(dom.container.querySelector('[role="alert"]')).toBeNull()
    fail()
    const alert = dom.container.querySelector('[role="alert"]')!
    expect(alert.textContent).toContain('This video cannot play right now')
    expect(alert.textContent).toContain('The rest of the lesson works without it')
    expect(video().hidden).toBe(true)
    const retry = [...alert.querySelectorAll('button')].find((button) => button.textContent === 'Try again')!
    act(() => retry.click())
    expect(dom.container.querySelector('[role="alert"]')).toBeNull()
    expect(video().hidden).toBe(false)
  })
})
