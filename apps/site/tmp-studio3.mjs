import { chromium } from 'playwright'
import { readFileSync } from 'node:fs'
const pw = readFileSync('/tmp/i8e-cms/secrets.env','utf8').match(/ADMIN_PASSWORD=(.*)/)[1]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] })
const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
const page = await context.newPage()
await page.request.post('http://127.0.0.1:8441/auth/login', { data: { email: 'admin@example.com', password: pw, mode: 'session' } })
await page.goto('http://127.0.0.1:8441/admin/content/pages')
await page.getByRole('button', { name: 'Remind Later' }).click({ timeout: 15000 }).catch(() => {})
await page.waitForTimeout(8000)
await page.screenshot({ path: '/tmp/i8e-shots/pages-list.png' })
await page.goto('http://127.0.0.1:8441/admin/content/pages/1')
await page.waitForTimeout(12000)
await page.screenshot({ path: '/tmp/i8e-shots/page-item.png', fullPage: true })
await browser.close()
