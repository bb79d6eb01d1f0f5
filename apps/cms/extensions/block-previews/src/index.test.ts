import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { blockSpecs } from '../../../schema/collections.ts'
import { copyBlockPreviews } from '../../../scripts/extensions.ts'
import extension, { type PreviewsRequest, type PreviewsResponse } from './index.ts'

type Handler = (req: PreviewsRequest, res: PreviewsResponse) => Promise<void>

/** The pictures as scripts/extensions.ts copies them, in a folder of their own. */
const folder = mkdtempSync(join(tmpdir(), 'block-previews-'))
const copied = copyBlockPreviews(folder)

/** GET /block-previews/<file> against the copied pictures. */
async function get(file: string) {
  const routes = new Map<string, Handler>()
  extension.handler(
    { get: (path: string, handler: Handler) => void routes.set(path, handler) },
    { folder: pathToFileURL(`${folder}/`) },
  )
  const answer = { status: 0, headers: {} as Record<string, string>, body: '' as string | Buffer }
  const res: PreviewsResponse = {
    status(code) {
      answer.status = code
      return res
    },
    set(headers) {
      Object.assign(answer.headers, headers)
      return res
    },
    send(body) {
      answer.body = body
    },
  }
  await routes.get('/:file')!({ params: { file } }, res)
  return answer
}

const blocks = blockSpecs.filter((spec) => spec.group === 'blocks').map((spec) => spec.name)
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

describe('the block previews', () => {
  it('has the Storybook screenshot of every block collection, and of nothing else', () => {
    expect([...copied].sort()).toEqual([...blocks].sort())
    expect(readdirSync(folder).sort()).toEqual(blocks.map((name) => `${name}.png`).sort())
  })

  it('serves a block’s picture as a PNG the Data Studio may cache', async () => {
    const answer = await get('block_quote_carousel.png')
    expect(answer.status).toBe(200)
    expect(answer.headers['Content-Type']).toBe('image/png')
    expect(answer.headers['Cache-Control']).toMatch(/max-age=\d+/)
    expect(Buffer.isBuffer(answer.body) && answer.body.subarray(0, 8)).toEqual(pngSignature)
    expect(answer.body).toEqual(
      readFileSync(
        join(
          import.meta.dirname,
          '../../../../../libs/blocks/src/quote-carousel/__screenshots__/quote-carousel.stories.tsx/Default-1-chromium-linux.png',
        ),
      ),
    )
  })

  it('serves nothing but block pictures: no other name, no way out of its folder', async () => {
    for (const file of [
      'block_unknown.png',
      'block_hero.svg',
      '..%2F..%2Fpackage.json',
      '../index.ts',
      'block_hero.png/../../x.png',
      '',
    ]) {
      const answer = await get(file)
      expect(answer.status, file).toBe(404)
      expect(answer.headers['Content-Type'], file).toMatch(/^text\/plain/)
    }
  })
})
