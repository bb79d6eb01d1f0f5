import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { serializedMessages } from './messages'
import { I18nProvider, useTranslation } from './react'

function Counter() {
  const { t, locale } = useTranslation()
  return (
    <p lang={locale}>
      {t('nav.menu')} · {t('blog.counter', { shown: 9, count: 14 })}
    </p>
  )
}

describe('I18nProvider', () => {
  it('translates with the catalogue the loader sent, as JSON', () => {
    const html = renderToString(
      <I18nProvider locale="nl" catalogue={serializedMessages('nl')}>
        <Counter />
      </I18nProvider>,
    )
    expect(html).toBe('<p lang="nl">Menu<!-- --> · <!-- -->9 van 14 artikels</p>')
  })

  it('reads keys when the catalogue is missing', () => {
    const html = renderToString(
      <I18nProvider locale="fr" catalogue={undefined}>
        <Counter />
      </I18nProvider>,
    )
    expect(html).toContain('nav.menu')
  })

  it('needs a provider', () => {
    expect(() => renderToString(<Counter />)).toThrow(/I18nProvider/)
  })
})

describe('serializedMessages', () => {
  it('is one language catalogue as JSON, made once', () => {
    expect(JSON.parse(serializedMessages('de')).nav.menu).toBe('Menü')
    expect(serializedMessages('de')).toBe(serializedMessages('de'))
  })
})
