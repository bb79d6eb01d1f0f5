/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy next to every compressible file of the
 * client build, once, at build time: the server sends them as they are (express-static-gzip)
 * instead of compressing each response.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const compressible = /\.(js|css|svg|json|webmanifest|txt|xml|ico)$/
const dir = join(import.meta.dirname, '../build/client')

for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue
  const path = join(entry.parentPath, entry.name)
  const bytes = readFileSync(path)
  if (bytes.length < 1024) continue
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  )
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }))
}
