/** public/manifest.webmanifest: what Chrome needs to offer the install, with icons that exist at their stated sizes. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { launchContext } from '~/core/launch-context'
import { backgroundColor, manifestPath, themeColor } from './rules/brand'

type Icon = { src: string; sizes: string; type: string; purpose: string }
const publicDir = path.resolve('public')
const manifest = JSON.parse(readFileSync(path.join(publicDir, manifestPath), 'utf8')) as {
  name: string
  short_name: string
  start_url: string
  scope: string
  display: string
  theme_color: string
  background_color: string
  icons: Icon[]
}

describe('the web app manifest', () => {
  it('opens standalone at /home, in scope, with the page head colours', () => {
    expect(manifest.name).toBe('AI Learning')
    expect(manifest.short_name.length).toBeLessThanOrEqual(12)
    expect(manifest.display).toBe('standalone')
    const start = new URL(manifest.start_url, 'https://learn.example')
    expect(start.pathname).toBe('/home')
    expect(start.pathname.startsWith(manifest.scope)).toBe(true)
    expect(manifest.theme_color).toBe(themeColor)
    expect(manifest.background_color).toBe(backgroundColor)
  })

  it('starts the app in a way the server recognises as an installed launch', () => {
    expect(launchContext(new URL(manifest.start_url, 'https://learn.example'), null).isPwa).toBe(true)
  })

  it('names PNG icons of 192 and 512 pixels and a maskable one, each the size it says', async () => {
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png')
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
    for (const icon of pngs) {
      const { width, height, format } = await sharp(path.join(publicDir, icon.src)).metadata()
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes)
      expect(format).toBe('png')
    }
  })
})
