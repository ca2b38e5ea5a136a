/**
 * `npx tsx scripts/render-pwa-icons.ts`: renders the installed app's PNG icons from the SVGs in
 * public/icons (run once after changing them; the PNGs are committed). `icon.svg` is the favicon's
 * rounded square; `icon-maskable.svg` fills the square and keeps the letter inside the central 80 %
 * circle that Android's masks never cut; iOS rounds the corners of `apple-touch-icon.png` itself.
 */
import path from 'node:path'
import sharp from 'sharp'

const icons = path.resolve('public', 'icons')
const renders = [
  { from: 'icon.svg', to: 'icon-192.png', size: 192 },
  { from: 'icon.svg', to: 'icon-512.png', size: 512 },
  { from: 'icon-maskable.svg', to: 'icon-maskable-512.png', size: 512 },
  { from: 'icon-maskable.svg', to: 'apple-touch-icon.png', size: 180 },
]

for (const { from, to, size } of renders) {
  await sharp(path.join(icons, from), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(icons, to))
  console.log(`public/icons/${to} (${size}×${size})`)
}
