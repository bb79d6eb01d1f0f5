import { describe, expect, it } from 'vitest'
import { rewriteLinks, safeHref, sanitizeRichText } from './sanitize.ts'

describe('sanitizeRichText', () => {
  it('keeps the allowed structure', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p>A <strong>b</strong> <em>c</em><br></p><ul><li>x</li></ul><ol><li>y</li></ol><blockquote>q</blockquote>'
    expect(sanitizeRichText(html)).toBe(
      '<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p>A <strong>b</strong> <em>c</em><br /></p><ul><li>x</li></ul><ol><li>y</li></ol><blockquote>q</blockquote>',
    )
  })

  it('drops scripts, styles and their content, event handlers and other attributes', () => {
    expect(
      sanitizeRichText(
        '<p onclick="steal()" class="x" style="color:red">Hi</p><script>alert(1)</script><style>p{}</style>',
      ),
    ).toBe('<p>Hi</p>')
  })

  it('drops tags outside the list but keeps their text', () => {
    expect(
      sanitizeRichText(
        '<div><span>Text</span><img src="x" onerror="alert(1)"><iframe src="https://e.x"></iframe></div>',
      ),
    ).toBe('Text')
  })

  it('maps b, i and h1 to the allowed equivalents', () => {
    expect(sanitizeRichText('<h1>T</h1><p><b>B</b><i>I</i></p>')).toBe(
      '<h2>T</h2><p><strong>B</strong><em>I</em></p>',
    )
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'javascript&#58;alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'blob:https://evil.example/123',
    'vbscript:msgbox(1)',
    '//evil.example/path',
    'file:///etc/passwd',
  ])('drops the href %s but keeps the link text', (href) => {
    expect(sanitizeRichText(`<p><a href="${href}">link</a></p>`)).toBe('<p><a>link</a></p>')
  })

  it('adds rel="noopener noreferrer" to external links only and drops target', () => {
    expect(
      sanitizeRichText('<a href="https://example.com" target="_blank" rel="opener">x</a>'),
    ).toBe('<a href="https://example.com" rel="noopener noreferrer">x</a>')
    expect(sanitizeRichText('<a href="/covers">x</a>')).toBe('<a href="/covers">x</a>')
  })

  it.each([
    '/covers/white',
    '#faq',
    'mailto:info@lamella.be',
    'tel:+3212345678',
    'http://example.com/a',
  ])('keeps the href %s', (href) => {
    expect(sanitizeRichText(`<a href="${href}">x</a>`)).toContain(`href="${href}"`)
  })

  it('returns an empty string for empty input', () => {
    expect(sanitizeRichText(null)).toBe('')
    expect(sanitizeRichText(undefined)).toBe('')
    expect(sanitizeRichText('')).toBe('')
  })
})

describe('safeHref', () => {
  it.each([
    ['/covers', '/covers'],
    ['/about/our-story?x=1#top', '/about/our-story?x=1#top'],
    ['#faq', '#faq'],
    ['https://www.instagram.com/lamella', 'https://www.instagram.com/lamella'],
    ['http://example.com', 'http://example.com'],
    ['HTTPS://EXAMPLE.COM', 'HTTPS://EXAMPLE.COM'],
    ['mailto:info@lamella.be', 'mailto:info@lamella.be'],
    ['tel:+3212345678', 'tel:+3212345678'],
    ['  /trimmed  ', '/trimmed'],
    ['javascript:alert(1)', null],
    ['JAVASCRIPT:alert(1)', null],
    ['  javascript:alert(1)', null],
    ['java\nscript:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['blob:https://evil.example/1', null],
    ['vbscript:msgbox(1)', null],
    ['ftp://example.com/file', null],
    ['file:///etc/passwd', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https:evil.example', 'https:evil.example'],
    ['https://', null],
    ['mailto:', null],
    ['covers', null],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    [42, null],
  ])('safeHref(%j) is %j', (input, expected) => {
    expect(safeHref(input)).toBe(expected)
  })
})

describe('rewriteLinks', () => {
  it('replaces every href of sanitised HTML, escaping the result', () => {
    const html = sanitizeRichText(
      '<p><a href="/about">About</a> and <a href="/blog?a=1&b=2">blog</a>, <a href="#top">top</a></p>',
    )
    expect(rewriteLinks(html, (href) => (href.startsWith('/') ? `/nl${href}` : href))).toBe(
      '<p><a href="/nl/about">About</a> and <a href="/nl/blog?a=1&amp;b=2">blog</a>, <a href="#top">top</a></p>',
    )
  })

  it('cannot be tricked into leaving the attribute', () => {
    expect(rewriteLinks('<a href="/x">x</a>', () => '/y" onclick="alert(1)')).toBe(
      '<a href="/y&quot; onclick=&quot;alert(1)">x</a>',
    )
  })
})
