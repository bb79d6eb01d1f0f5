import { afterEach, describe, expect, it, vi } from 'vitest'
import { SCROLL_POSITIONS_KEY, restoreScrollScript } from './scroll-restoration'

const runScript = () => new Function(restoreScrollScript)()

afterEach(() => {
  sessionStorage.clear()
  window.history.replaceState(null, '')
  vi.restoreAllMocks()
})

describe('the first paint’s scroll script', () => {
  it('returns a history entry with a key to the place kept for it', () => {
    window.history.replaceState({ key: 'k1', idx: 3 }, '')
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ k1: 1240, other: 80 }))
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    runScript()
    expect(scrollTo).toHaveBeenCalledWith(0, 1240)
  })

  it('leaves an entry without a place kept where it is', () => {
    window.history.replaceState({ key: 'k2', idx: 0 }, '')
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ k1: 1240 }))
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    runScript()
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('on a first visit reads no storage and writes no history', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem')
    const replaceState = vi.spyOn(window.history, 'replaceState')
    runScript()
    expect(getItem).not.toHaveBeenCalled()
    expect(replaceState).not.toHaveBeenCalled()
  })

  it('survives positions it cannot read', () => {
    window.history.replaceState({ key: 'k1' }, '')
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, '{not json')
    expect(runScript).not.toThrow()
  })
})
