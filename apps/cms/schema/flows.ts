/**
 * The flows of the quote requests, as code (`apply-flow.ts` puts them into Directus): the
 * e-mails of a new request and the stamp of a lead's status changes.
 *
 * What an event trigger hands a flow as `$trigger` (Directus 11.17, services/items.js): for
 * `items.create` `{ event, collection, key, payload }`, for `items.update` `{ event,
 * collection, keys, payload }`; a `filter` event's payload is the one about to be saved. Directus
 * renders an option that is exactly `{{path}}` as the raw value (an array stays an array) and
 * anything else as text.
 *
 * Every flow here handles a visitor's details, so a run records only that it ran
 * (`accountability: 'activity'`): a revision of the run would keep the request and the composed
 * mails in `directus_revisions` long after the request itself is anonymised.
 */
import type { FlowDefinition, OperationSpec } from './apply-flow.ts'
import { quoteMailScript } from './quote-mail.ts'
import { statusStampScript } from './status-stamp.ts'

type Json = Record<string, unknown>

export const quoteMailFlowName = 'Send the quote request e-mails'

/** The e-mail domain of the setup's own probe request, which no mail is sent about. */
export const probeDomain = '@setup-check.invalid'

/**
 * `MAIL_TRANSPORT`, the CMS's view of e-mail (scripts/directus.ts): the transport Directus sends
 * with, or `none` while no SMTP host is configured; the lead routing then sends no reminder.
 */
export const noMailTransport = 'none'

/** The operation of extensions/lead-mail. */
export const leadMailOperation = 'lead-mail'

/**
 * One mail operation (extensions/lead-mail): a Run Script operation made its recipient, subject
 * and body, which are at `from.<recipient>` in the flow's data (`compose.visitor`,
 * `$trigger.dealer`). It waits for the mail server and writes a row of the lead's history
 * (`lead_events`, action `mail`, `sent` or `failed`) naming the recipient as `who` says, in
 * words: Directus' own mail operation only logs a failure.
 */
const mail = (
  from: string,
  recipient: 'visitor' | 'office' | 'dealer',
  name: string,
  x: number,
  next: string | null,
  { lead, who }: { lead: string; who: string },
): OperationSpec => ({
  key: `mail_${recipient}`,
  name,
  type: leadMailOperation,
  position_x: x,
  position_y: 1,
  options: {
    to: `{{${from}.${recipient}.to}}`,
    subject: `{{${from}.${recipient}.subject}}`,
    body: `{{${from}.${recipient}.html}}`,
    replyTo: `{{${from}.${recipient}.replyTo}}`,
    lead,
    who,
  },
  resolve: next,
  reject: null,
})

/**
 * An item-read with full rights: an event's accountability may read nothing (the form writer
 * only creates), and a schedule has none.
 */
const read = (collection: string, query: Json, key?: string): Json => ({
  collection,
  ...(key ? { key } : {}),
  permissions: '$full',
  emitEvents: false,
  query,
})

/** What the mails show of a request: all of it, with its dealer and its pool's titles. */
const requestFields = [
  '*',
  'dealer.name',
  'dealer.email',
  'dealer.lead_email',
  'dealer.language',
  'pool.translations.languages_code',
  'pool.translations.title',
]

/**
 * What the mails need of the global settings: the sender's brand, the office and its language,
 * and the office's promise of when a dealer accepts a request.
 */
const officeSettings = ['brand', 'email', 'quote_email', 'office_language', 'accept_working_days']

/**
 * The quote request flow: when the site stores a `quote_requests` item, Directus reads it with
 * its dealer and pool, composes the mails in a Run Script operation (schema/quote-mail.ts, with
 * the message catalogues compiled in) and sends the visitor's confirmation, the office's copy and,
 * for an appointment with a dealer who has an address, the dealer's. An action flow runs after
 * the item is stored and apart from the request, so a slow or broken mail server never slows or
 * fails the visitor's submission. Each mail leaves a row in the lead's history, `sent` or
 * `failed`; without a mail server all of them are recorded as failed, so the office sees which
 * requests nobody was told of.
 */
export function quoteMailFlow(script: string = quoteMailScript()): FlowDefinition {
  return {
    flow: {
      name: quoteMailFlowName,
      icon: 'forward_to_inbox',
      color: null,
      description:
        'Sends the visitor a confirmation, and the request to the office (Global Settings › ' +
        'Quote e-mail) and to the chosen dealer, each in their own language. Created by ' +
        'apps/cms/scripts/setup.ts; a restart restores its trigger and operations.',
      status: 'active',
      trigger: 'event',
      accountability: 'activity',
      options: { type: 'action', scope: ['items.create'], collections: ['quote_requests'] },
    },
    operations: [
      {
        // the setup proves the form writer's access with a request of its own, at a domain that
        // can receive no mail (RFC 2606), and deletes it at once: nobody is to be told of it
        key: 'probe',
        name: 'A real request?',
        type: 'condition',
        position_x: 1,
        position_y: 1,
        options: { filter: { $trigger: { payload: { email: { _nends_with: probeDomain } } } } },
        resolve: 'request',
        reject: null,
      },
      {
        key: 'request',
        name: 'Read the request',
        type: 'item-read',
        position_x: 19,
        position_y: 1,
        options: read('quote_requests', { fields: requestFields }, '{{$trigger.key}}'),
        resolve: 'settings',
        reject: null,
      },
      {
        key: 'settings',
        name: 'Read the office address',
        type: 'item-read',
        position_x: 37,
        position_y: 1,
        options: read('global_settings', { fields: officeSettings }),
        resolve: 'compose',
        reject: null,
      },
      {
        key: 'compose',
        name: 'Compose the e-mails',
        type: 'exec',
        position_x: 55,
        position_y: 1,
        options: { code: script },
        resolve: 'mail_visitor',
        reject: null,
      },
      mail('compose', 'visitor', 'To the visitor', 73, 'mail_office', {
        lead: '{{$trigger.key}}',
        who: 'visitor',
      }),
      mail('compose', 'office', 'To the office', 91, 'has_dealer', {
        lead: '{{$trigger.key}}',
        who: 'office',
      }),
      {
        key: 'has_dealer',
        name: 'A dealer to tell?',
        type: 'condition',
        position_x: 109,
        position_y: 1,
        options: { filter: { compose: { sendToDealer: { _eq: true } } } },
        resolve: 'mail_dealer',
        reject: null,
      },
      mail('compose', 'dealer', 'To the dealer', 127, null, {
        lead: '{{$trigger.key}}',
        who: 'dealer: {{request.dealer.name}}',
      }),
    ],
  }
}

export const statusStampFlowName = 'Stamp quote request status changes'

/**
 * The stamp of a lead's status: a blocking (filter) flow on every update of `quote_requests`
 * that reads the items as they are and returns the payload with `status_changed_at` and
 * `status_changed_by` set by the CMS when the status changes (and `accepted_at` when it first
 * becomes accepted), and with whatever the client sent
 * for them dropped (status-stamp.ts). Directus checks the user's permissions on the payload the
 * flow returns; if the flow fails, the save fails, so a status never changes without its stamp.
 * The flow reads with full rights and the stamp it adds would show in Directus' error, so the
 * dealer-guard hook (extensions/dealer-guard) runs before it and answers any key the user cannot
 * read as a missing one: the flow only ever sees requests the user may read.
 */
export function statusStampFlow(script: string = statusStampScript()): FlowDefinition {
  return {
    flow: {
      name: statusStampFlowName,
      icon: 'approval',
      color: null,
      description:
        'Records who changed the status of a quote request and when. It runs before every ' +
        'save: do not deactivate it. Created by apps/cms/scripts/setup.ts; a restart restores ' +
        'its trigger and operations.',
      status: 'active',
      trigger: 'event',
      accountability: 'activity',
      options: {
        type: 'filter',
        scope: ['items.update'],
        collections: ['quote_requests'],
        return: '$last',
      },
    },
    operations: [
      {
        key: 'current',
        name: 'Read the status before the save',
        type: 'item-read',
        position_x: 19,
        position_y: 1,
        options: read(
          'quote_requests',
          { fields: ['id', 'status', 'accepted_at', 'date_created'] },
          '{{$trigger.keys}}',
        ),
        resolve: 'stamp',
        reject: null,
      },
      {
        key: 'stamp',
        name: 'Stamp the status change',
        type: 'exec',
        position_x: 37,
        position_y: 1,
        options: { code: script },
        resolve: null,
        reject: null,
      },
    ],
  }
}

/**
 * Flows an earlier setup created and this one retires: the dealers' weekday reminder and the
 * flow that sent each one. The lead-routing extension reminds a dealer before the promise runs
 * out and links the mail to the dealer desk; the old reminder linked to the Data Studio, which
 * dealers no longer open.
 */
export const retiredFlowNames = ['Remind dealers of new requests', 'Send a dealer reminder']
