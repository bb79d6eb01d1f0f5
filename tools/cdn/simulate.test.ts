import { describe, expect, it } from 'vitest'
import { htmlLanguage, problemsOf, type Answer } from './simulate.ts'

const page = (lang: string, extra = '') =>
  `<!DOCTYPE html><html lang="${lang}"><body>${extra}<h1>x</h1></body></html>`
const answer = (body: string, headers: Answer['headers'] = {}, status = 200): Answer => ({
  status,
  headers,
  body,
})

describe('the checks of each answer', () => {
  it('reads the language of <html lang>', () => {
    expect(htmlLanguage(page('fr-FR'))).toBe('fr')
    expect(htmlLanguage('<p>no document</p>')).toBeUndefined()
  })

  it('passes a shared page in the expected language', () => {
    expect(problemsOf(answer(page('nl-BE')), { locale: 'nl', editor: false })).toEqual([])
  })

  it('flags a cookie, preview content, another language and an error status', () => {
    const problems = problemsOf(
      answer(
        page('de-DE', '<aside data-preview-banner="">'),
        { 'set-cookie': ['lamella_locale=de; Path=/'] },
        503,
      ),
      { locale: 'en', editor: false },
    )
    expect(problems).toEqual([
      'status 503',
      'Set-Cookie lamella_locale=de; Path=/',
      'preview content for a visitor',
      '<html lang> de, not en',
    ])
  })

  it("flags an editor's page without the preview", () => {
    expect(problemsOf(answer(page('es-ES')), { locale: 'es', editor: true })).toEqual([
      'an editor without the preview',
    ])
  })
})
