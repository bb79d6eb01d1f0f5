/**
 * Draws the site's raster icons from apps/site/public/favicon.svg with Debian's Chromium:
 * favicon.ico (16 and 32 px PNGs in an ICO container), apple-touch-icon.png (180 px), the web
 * manifest's icon-192.png and icon-512.png, and og-image.png (1200 x 630, the picture shared with
 * pages that have none of their own). Run it after changing the SVG:
 * `node tools/scripts/make-icons.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright'
import { chromiumFlags, chromiumPath } from '@lamella/ui/chromium'
import { repoRoot } from './stack.ts'

const publicDir = join(repoRoot, 'apps/site/public')
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8')

/** An ICO file holding PNG images, which every current browser reads. */
export function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0)
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(png.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += png.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)])
}

if (import.meta.main) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  const page = await browser.newPage()
  const draw = async (size: number, padding = 0) => {
    await page.setViewportSize({ width: size, height: size })
    await page.setContent(
      `<body style="margin:0;background:${padding ? '#233f5e' : 'transparent'}">` +
        `<div style="padding:${padding}px">${svg.replace('<svg ', `<svg width="${size - 2 * padding}" height="${size - 2 * padding}" `)}</div></body>`,
    )
    return page.screenshot({ omitBackground: !padding, type: 'png' })
  }
  writeFileSync(
    join(publicDir, 'favicon.ico'),
    ico([
      { size: 16, png: await draw(16) },
      { size: 32, png: await draw(32) },
    ]),
  )
  // Home-screen icons are shown on a tile: a full-bleed square, no transparent corners.
  writeFileSync(join(publicDir, 'apple-touch-icon.png'), await draw(180, 18))
  writeFileSync(join(publicDir, 'icon-192.png'), await draw(192, 19))
  writeFileSync(join(publicDir, 'icon-512.png'), await draw(512, 51))
  await page.setViewportSize({ width: 1200, height: 630 })
  await page.setContent(
    '<body style="margin:0;width:1200px;height:630px;display:flex;align-items:center;' +
      'justify-content:center;gap:48px;background:#233f5e;font-family:DejaVu Sans,sans-serif">' +
      svg.replace('<svg ', '<svg width="200" height="200" ') +
      '<span style="color:#fff;font-size:120px;letter-spacing:-2px">Lamella</span></body>',
  )
  writeFileSync(join(publicDir, 'og-image.png'), await page.screenshot({ type: 'png' }))
  await browser.close()
}
