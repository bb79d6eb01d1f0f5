/**
 * Classic XSS payloads, each calling `__xss('<field>')` (a recorder the spec defines before any
 * page script) or `alert()` (a dialog the spec listens for), so that whatever runs names the CMS
 * field it came from. Kept short where the field is a title (Directus strings hold 255).
 */

/** For a title or label: breakouts of text, attributes, `<script>`, JSON-LD and templates. */
export function shortPayload(field: string) {
  return (
    `"><img src=x onerror=__xss('${field}')>'<svg onload=alert(1)>` +
    `</script><script>__xss('${field}')</script>\u2028\u2029{{constructor.constructor('alert(2)')()}}`
  )
}

/** For rich text: the whole corpus, one paragraph each. */
export function htmlPayload(field: string) {
  const call = `__xss('${field}')`
  return [
    `<script>${call}</script>`,
    `<img src="x" onerror="${call}">`,
    `<svg onload="${call}"><circle r="1"/></svg>`,
    `<p title='"><img src=x onerror=${call}>'>attribute breakout</p>`,
    `</p></script><script>${call}</script><p>`,
    `<p>\u2028\u2029</script><!--<script>${call}//--></p>`,
    `<iframe srcdoc="<script>parent.${call}</script>"></iframe>`,
    `<a href="&#106;avascript:${call}">entity</a>`,
    `<a href="&#x6A;&#x61;vascript:${call}">hex entities</a>`,
    `<a href="java&#x09;script:${call}">tab</a>`,
    `<a href="java\nscript:${call}">newline</a>`,
    `<a href="JaVaScRiPt:${call}">mixed case</a>`,
    `<a href="  javascript:${call}">leading spaces</a>`,
    `<a href="data:text/html,<script>${call}</script>">data</a>`,
    `<a href="blob:https://evil.example/0">blob</a>`,
    `<a href="vbscript:msgbox(1)">vbscript</a>`,
    `<img src="javascript:${call}" alt="js src">`,
    `<div style="background:url(javascript:${call})">css url</div>`,
    `<form action="javascript:${call}"><button formaction="javascript:${call}">go</button></form>`,
    `<math><mtext><table><mglyph><style><img src=x onerror=${call}></style></mglyph></table></mtext></math>`,
    `<object data="javascript:${call}"></object><embed src="javascript:${call}">`,
    `<p>{{constructor.constructor('${call}')()}}</p>`,
    `<p>[markdown link](javascript:${call})</p>`,
    `<details open ontoggle="${call}"><summary>x</summary></details>`,
  ]
    .map((html) => `<p>${html}</p>`)
    .join('')
}

/** Link targets a URL field may be given: every one must end up inert or dropped. */
export function urlPayloads(field: string) {
  const call = `__xss('${field}')`
  return [
    `javascript:${call}`,
    `JaVaScRiPt:${call}`,
    `java\tscript:${call}`,
    `java\nscript:${call}`,
    ` javascript:${call}`,
    `&#106;avascript:${call}`,
    `javascript&colon;${call}`,
    `data:text/html,<script>${call}</script>`,
    `blob:https://evil.example/0`,
    `vbscript:msgbox(1)`,
    `"><script>${call}</script>`,
  ]
}

/** Schemes no link or source on the site may carry, however it is spelled. */
export const forbiddenScheme = /^(?:javascript|data|blob|vbscript):/i

/** A URL as a browser reads the scheme: entities decoded, whitespace and controls dropped. */
export function schemeOf(value: string) {
  const decoded = value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&amp;/gi, '&')
  return decoded.replace(/[\s\p{Cc}]/gu, '')
}
