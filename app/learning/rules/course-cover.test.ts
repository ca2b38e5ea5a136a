import { describe, expect, it } from 'vitest'
import { coverView, mediaFileUrl } from './course-cover'

describe('coverView', () => {
  it('gives the original as src and every size as a srcset, narrowest first', () => {
    const view = coverView({
      alt: 'Cover of ChatGPT Essentials',
      filename: 'cover one.webp',
      width: 1200,
      height: 675,
      sizes: {
        card: { filename: 'cover one-768x432.webp', width: 768, height: 432 },
        thumbnail: { filename: 'cover one-400x225.webp', width: 400, height: 225 },
      },
    })
    expect(view).toEqual({
      src: '/cms/api/media/file/cover%20one.webp',
      srcSet:
        '/cms/api/media/file/cover%20one-400x225.webp 400w, /cms/api/media/file/cover%20one-768x432.webp 768w, /cms/api/media/file/cover%20one.webp 1200w',
      width: 1200,
      height: 675,
      alt: 'Cover of ChatGPT Essentials',
    })
  })

  it('leaves out sizes Payload did not make (a picture smaller than a size) and a srcset of one', () => {
    const view = coverView({ alt: 'x', filename: 'a.png', width: 300, height: 200, sizes: { card: { filename: null, width: null } } })
    expect(view?.srcSet).toBeNull()
  })

  it('is null without a file or its dimensions, so no unsized image reaches a page', () => {
    expect(coverView({ alt: 'x', filename: null, width: 10, height: 10 })).toBeNull()
    expect(coverView({ alt: 'x', filename: 'a.svg', width: null, height: null })).toBeNull()
  })

  it('escapes file names in the address', () => {
    expect(mediaFileUrl('a/b?c.png')).toBe('/cms/api/media/file/a%2Fb%3Fc.png')
  })
})
