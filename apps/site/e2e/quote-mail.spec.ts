import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { cmsUrl, content, messages } from './fixtures'
import { waitForMail } from './mailbox'
import { e2eCmsDataDir } from './stack-env'

// The stack's CMS sends the quote request e-mails to the run's local mailbox (MailDev). The
// request is stored the way the site's action stores it: a POST with the form writer's token.
test.describe.configure({ timeout: 60_000 })

const formToken = () =>
  /^DIRECTUS_FORM_TOKEN=(.*)$/m.exec(readFileSync(join(e2eCmsDataDir, 'tokens.env'), 'utf8'))?.[1]

for (const locale of ['en', 'es'] as const) {
  test(`a quote request stored in ${locale} reaches the mailbox, for the visitor and the office`, async ({
    request,
  }) => {
    const email = `e2e-${locale}-${Date.now()}@example.test`
    const stored = await request.post(`${cmsUrl}/items/quote_requests`, {
      headers: { Authorization: `Bearer ${formToken()}` },
      data: {
        kind: 'mail',
        locale,
        name: 'Sam <b>Visitor</b>',
        email,
        address: 'Markt 1',
        postal_code: '8000',
        municipality: 'Brugge',
        country: 'BE',
        pool_built: 'no',
        color: 'white',
        length: 7,
        width: 3.5,
        stair: 'stair_classic',
        consent: true,
      },
    })
    expect(stored.status()).toBe(204)

    const strings = messages[locale]
    const [toVisitor] = await waitForMail((mail) => mail.to.includes(email))
    expect(toVisitor?.subject).toBe(
      strings.email.visitor.subject.replace('{{brand}}', content.globalSettings.brand),
    )
    expect(toVisitor?.html).toContain(strings.colors.white)
    expect(toVisitor?.html).toContain(strings.stairs.stair_classic)
    expect(toVisitor?.html).toContain('Sam &lt;b&gt;Visitor&lt;/b&gt;')
    expect(toVisitor?.html).not.toContain('<b>Visitor')
    await waitForMail(
      (mail) => mail.to.includes(content.globalSettings.quote_email) && mail.replyTo === email,
    )
  })
}
