import { act } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { KeepServerMarkup, StaticIsland } from './static-island'

let renders = 0
let container: HTMLDivElement

/** A static part whose renders are counted, and a button beside it that changes the page. */
function Text({ words }: { words: string }) {
  renders++
  return (
    <p>
      <a href="/en/covers">{words}</a>
    </p>
  )
}

function Page({ keep, words }: { keep: boolean; words: string }) {
  const [kept, setKept] = useState(keep)
  return (
    <KeepServerMarkup value={kept}>
      <StaticIsland>
        <Text words={words} />
      </StaticIsland>
      <button type="button" onClick={() => setKept(false)}>
        live
      </button>
    </KeepServerMarkup>
  )
}

async function hydrate(keep: boolean, clientWords = 'Slats in ten colours') {
  container = document.createElement('div')
  container.innerHTML = renderToString(<Page keep={false} words="Slats in ten colours" />)
  document.body.append(container)
  renders = 0
  await act(async () => {
    hydrateRoot(container, <Page keep={keep} words={clientWords} />)
  })
}

afterEach(() => container.remove())

describe('StaticIsland', () => {
  it('keeps the server’s markup at hydration without rendering what is inside', async () => {
    await hydrate(true)
    expect(renders).toBe(0)
    expect(container.querySelector('[data-island="static"] a')).toHaveTextContent(
      'Slats in ten colours',
    )
  })

  it('renders live once the markup may no longer be kept, with the data of then', async () => {
    await hydrate(true, 'Ten colours, new text')
    // still the server's words: nothing inside ran
    expect(container).toHaveTextContent('Slats in ten colours')
    await act(async () => container.querySelector('button')!.click())
    expect(renders).toBe(1)
    expect(container).toHaveTextContent('Ten colours, new text')
    expect(container.querySelectorAll('[data-island="static"]')).toHaveLength(1)
  })

  it('hydrates what is inside when the markup is not to be kept (the preview, tests)', async () => {
    await hydrate(false)
    expect(renders).toBe(1)
    expect(container).toHaveTextContent('Slats in ten colours')
  })
})
