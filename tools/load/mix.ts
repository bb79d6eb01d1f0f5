/**
 * The load run's mix: every template in every language, found the way a visitor finds them (the
 * sitemap, then the links, GET forms and images of the pages themselves), each with the status it answered
 * when it was found. Under load every answer must have that same status.
 */

export type Kind = 'page' | 'data' | 'media' | 'file' | 'not-found'

export interface Target {
  path: string
  kind: Kind
  /** the status it answered when it was found: under load it must answer the same */
  status: number
  /** how many times it appears in the mix */
  weight: number
}

const decode = (value: string) => value.replaceAll('&amp;', '&')
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

/**
 * Same-origin paths of the links (`href`, relative ones such as `?page=2` resolved against
 * `path`) and images (`src`, `srcset`) of a page.
 */
export function extractPaths(html: string, path = '/'): { links: string[]; images: string[] } {
  const links = [...html.matchAll(/<a [^>]*href="([^"]*)"/g)]
    .map((m) => decode(m[1]!))
    .filter((href) => href.startsWith('/') || href.startsWith('?'))
    .map((href) => (href.startsWith('?') ? `${path.split('?')[0]}${href}` : href))
  const images = [...html.matchAll(/(?:src|srcset)="([^"]+)"/gi)].flatMap((m) =>
    decode(m[1]!)
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0]!)
      .filter((url) => url.startsWith('/media/')),
  )
  return { links: [...new Set(links)], images: [...new Set(images)] }
}

/**
 * What submitting each GET form of a page can ask for: the form's hidden fields and filled-in
 * text fields, plus one choice of one radio or checkbox group at a time (the first `perGroup`
 * values), or the form as it stands when it has no choices (the configurator's dimensions). This
 * is how a visitor reaches filtered project lists and the configurator's next step, which are
 * forms, not links.
 */
export function formPaths(html: string, perGroup = 3): string[] {
  const paths: string[] = []
  for (const form of html.matchAll(/<form\s[^>]*>[\s\S]*?<\/form>/g)) {
    const open = /<form\s[^>]*>/.exec(form[0])![0]
    const action = attribute(open, 'action')
    if (!action?.startsWith('/') || attribute(open, 'method')?.toLowerCase() !== 'get') continue
    const hidden: [string, string][] = []
    const groups = new Map<string, string[]>()
    for (const [input] of form[0].matchAll(/<input\s[^>]*>/g)) {
      const name = attribute(input, 'name')
      const value = decode(attribute(input, 'value') ?? '')
      const type = attribute(input, 'type')
      if (!name) continue
      if (type === 'hidden' || ((type === 'text' || type === 'number') && value)) {
        hidden.push([name, value])
      } else if ((type === 'radio' || type === 'checkbox') && value) {
        groups.set(name, [...(groups.get(name) ?? []), value])
      }
    }
    for (const [name, values] of groups) {
      for (const value of values.slice(0, perGroup)) {
        paths.push(`${decode(action)}?${new URLSearchParams([...hidden, [name, value]])}`)
      }
    }
    if (groups.size === 0 && hidden.length) {
      paths.push(`${decode(action)}?${new URLSearchParams(hidden)}`)
    }
  }
  return [...new Set(paths)]
}

/** The React Router data request of a page (`/en/blog` -> `/en/blog.data`). */
export function dataPath(path: string): string {
  const [pathname = '/', search] = path.split('?')
  const data = pathname === '/' ? '/_root.data' : `${pathname.replace(/\/$/, '')}.data`
  return search ? `${data}?${search}` : data
}

/** A small deterministic generator, so that two runs send the same sequence. */
function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/** Every target `weight` times, shuffled with a fixed seed: the order every connection cycles. */
export function buildMix(targets: readonly Target[], seed = 10): Target[] {
  const list = targets.flatMap((target) => Array.from({ length: target.weight }, () => target))
  const random = seeded(seed)
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[list[i], list[j]] = [list[j]!, list[i]!]
  }
  return list
}

/** How many requests of each kind the mix sends, as shares. */
export function shares(mix: readonly Target[]): Record<Kind, number> {
  const counts: Record<Kind, number> = { page: 0, data: 0, media: 0, file: 0, 'not-found': 0 }
  for (const target of mix) counts[target.kind] += 1
  for (const kind of Object.keys(counts) as Kind[]) counts[kind] /= mix.length || 1
  return counts
}
