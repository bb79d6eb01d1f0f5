import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { rememberLocale } from './remember-locale'

const clear = () => {
  document.cookie = 'lamella_locale=; Max-Age=0; Path=/'
}

describe('rememberLocale', () => {
  const fetchSpy = vi.fn(async () => new Response(null, { status: 204 }))

  beforeEach(() => {
    clear()
    vi.stubGlobal('fetch', fetchSpy)
  })
  afterEach(() => {
    clear()
    fetchSpy.mockClear()
    vi.unstubAllGlobals()
  })

  it("writes the page's language into the locale cookie when it differs", () => {
    rememberLocale('fr')
    expect(document.cookie).toContain('lamella_locale=fr')
    rememberLocale('de')
    expect(document.cookie).toContain('lamella_locale=de')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('leaves a cookie that already names the language alone', () => {
    document.cookie = 'lamella_locale=en; Path=/'
    const set = vi.spyOn(document, 'cookie', 'set')
    rememberLocale('en')
    expect(set).not.toHaveBeenCalled()
    set.mockRestore()
  })

  it('asks the server, once, when the browser refuses the write (an older HttpOnly cookie)', () => {
    const set = vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {})
    rememberLocale('es')
    rememberLocale('es')
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/locale',
      expect.objectContaining({ method: 'POST', body: new URLSearchParams({ locale: 'es' }) }),
    )
    set.mockRestore()
  })
})
