/**
 * Brings a running Directus to the state this project needs: schema and the Data Studio's texts in
 * each editor's language, access, demo content, the
 * flows (purging the site's caches, the quote request e-mails, the stamp of a lead's status, the
 * anonymisation of old requests and the office's export and erase), the office's and the editors'
 * dashboards, the lists' layouts, the project owner, and a check of the access rules from the
 * outside.
 * Every step is idempotent.
 */
import type { SeedContent } from '../seed/seed.ts'
import { addPrivacyPage, seed } from '../seed/seed.ts'
import { fillPictureTexts } from '../seed/picture-texts.ts'
import { applyAccess, verifyAccess } from '../schema/access.ts'
import type { Tokens } from '../schema/access.ts'
import { login } from '../schema/api.ts'
import { applySchema } from '../schema/apply.ts'
import { buildSchema } from '../schema/build.ts'
import { applyFlow } from '../schema/apply-flow.ts'
import { applyDashboard } from '../schema/dashboard.ts'
import { applyEditorSettings } from '../schema/editor.ts'
import { applyListLayouts } from '../schema/list-layouts.ts'
import { applyBookmarks } from '../schema/presets.ts'
import { applyProjectOwner } from '../schema/project-owner.ts'
import { applyDefaultLanguage, applyStudioStrings } from '../schema/studio-language.ts'
import { translationsDashboard } from '../schema/translation-gaps.ts'
import { quoteMailFlow, retiredFlowNames, statusStampFlow } from '../schema/flows.ts'
import { applyHistoryTemplate } from '../schema/mail-log.ts'
import { eraseFlow, exportFlow, retentionFlow } from '../schema/privacy.ts'
import { purgeFlow } from '../schema/purge-flow.ts'
import { retireWeekdayReminder } from '../schema/upgrades.ts'
import type { CmsConfig } from './directus.ts'
import { dataFile } from './directus.ts'
import { readEnvFile, writeEnvFile } from './env-file.ts'

async function adminApi(config: CmsConfig) {
  try {
    return await login(config.url, config.adminEmail, config.adminPassword)
  } catch (error) {
    throw new Error(
      `Cannot log in as ${config.adminEmail}: ${(error as Error).message}\n` +
        'The admin password is fixed at bootstrap; use the one in secrets.env (or CMS_ADMIN_PASSWORD).',
    )
  }
}

export async function setup(config: CmsConfig, content: SeedContent): Promise<Tokens> {
  const api = await adminApi(config)
  const schema = buildSchema()
  const added = await applySchema(api, schema)
  const strings = await applyStudioStrings(api, schema.studioStrings)
  if (strings.created + strings.updated > 0)
    console.log(
      `Studio texts: created ${strings.created}, updated ${strings.updated} translation strings.`,
    )

  const tokensFile = dataFile(config, 'tokens.env')
  const saved = readEnvFile(tokensFile)
  const tokens = await applyAccess(api, schema, {
    reader: saved.DIRECTUS_TOKEN,
    writer: saved.DIRECTUS_FORM_TOKEN,
    previewer: saved.DIRECTUS_PREVIEW_TOKEN,
    dealerGate: saved.DIRECTUS_DEALER_TOKEN,
  })
  writeEnvFile(
    tokensFile,
    {
      DIRECTUS_TOKEN: tokens.reader,
      DIRECTUS_FORM_TOKEN: tokens.writer,
      PURGE_SECRET: config.purgeSecret,
      DIRECTUS_PREVIEW_TOKEN: tokens.previewer,
      PREVIEW_SECRET: config.previewSecret,
      DIRECTUS_DEALER_TOKEN: tokens.dealerGate,
    },
    'Static tokens of the CMS users (reader, form writer, previewer, dealer gate), the secret of the cache ' +
      'purges the CMS sends and the one of the draft preview. The site reads them from its env.',
  )

  const seeded = await seed(api, content)
  // a fresh database: whoever chose no language of their own reads the office's
  if (seeded) await applyDefaultLanguage(api)
  // A database seeded before the slides had an alternative text: its demo pictures get the
  // captions and alternative texts the seed now writes, in the run that adds the field.
  if (!seeded && added.includes('block_vertical_slider_slides_translations.image_alt')) {
    const written = await fillPictureTexts(api, content)
    console.log(`Wrote ${written} captions and alternative texts of the demo's pictures.`)
  }
  // A database seeded before the privacy notice gets the seed's page in the run that adds its field.
  if (
    !seeded &&
    added.includes('global_settings.privacy_page') &&
    (await addPrivacyPage(api, content))
  )
    console.log('Added the privacy notice page.')
  // after the seed: filling a fresh database should not send the site a purge per item
  await applyFlow(api, purgeFlow(schema))
  await applyFlow(api, quoteMailFlow())
  await applyFlow(api, statusStampFlow())
  const retired = await retireWeekdayReminder(api, retiredFlowNames)
  if (retired.flows + retired.promised > 0)
    console.log(
      `Retired the weekday reminder (${retired.flows} flows); ${retired.promised} open request(s) ` +
        'got a promise from now.',
    )
  await applyFlow(api, retentionFlow({ cron: config.retentionCron }))
  await applyFlow(api, exportFlow())
  await applyFlow(api, eraseFlow())
  await applyHistoryTemplate(api)
  await applyDashboard(api)
  await applyDashboard(api, translationsDashboard)
  await applyBookmarks(api)
  await applyListLayouts(api)
  await applyProjectOwner(api, config.projectOwner)
  await applyEditorSettings(api, { cmsUrl: config.url, siteUrl: config.sitePublicUrl })
  await verifyAccess(api, tokens)
  return tokens
}
