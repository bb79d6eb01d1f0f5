/**
 * GET /block-previews/<collection>.png: how a page block looks on the site, its Storybook
 * screenshot (libs/blocks/src/<block>/__screenshots__). Each block's form in the Data Studio
 * begins with a notice showing it (schema/build.ts), so an editor who picks a block from the
 * page's "Create new" menu, which shows only an icon and a name, sees at once what it makes.
 *
 * scripts/extensions.ts copies the pictures to `previews/` beside this module's `dist/`. They show
 * the blocks' fixtures, no content of the site, so the endpoint needs no session: the Data Studio
 * loads them as plain images of its own origin, which its Content-Security-Policy allows.
 */
import { readFile } from 'node:fs/promises'

export interface PreviewsRequest {
  params: Record<string, string>
}

export interface PreviewsResponse {
  status(code: number): PreviewsResponse
  set(headers: Record<string, string>): PreviewsResponse
  send(body: string | Buffer): void
}

interface Router {
  get(path: string, handler: (req: PreviewsRequest, res: PreviewsResponse) => Promise<void>): void
}

const previews = new URL('../previews/', import.meta.url)

/** A block collection's picture name; anything else (another path, `..`) is no preview. */
const fileName = /^block_[a-z_]+\.png$/

export default {
  id: 'block-previews',
  handler(router: Router, { folder = previews }: { folder?: URL } = {}) {
    router.get('/:file', async (req, res) => {
      const file = req.params.file ?? ''
      let png: Buffer | undefined
      if (fileName.test(file)) png = await readFile(new URL(file, folder)).catch(() => undefined)
      if (!png) {
        res
          .status(404)
          .set({ 'Content-Type': 'text/plain; charset=utf-8' })
          .send('No such preview.')
        return
      }
      // Rebuilt on every start of Directus, so an hour's staleness at most after a redesign.
      res.status(200).set({ 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' })
      res.send(png)
    })
  },
}
