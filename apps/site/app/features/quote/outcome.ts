import type { DealerSearch } from '#app/features/dealers'
import type { FormStamp } from '#app/shared/security/form-guard.server'
import type { QuoteFormValues, QuoteStep } from './quote-request'

/** What the quote action answers: the form the visitor sees next. */
export type QuoteOutcome =
  /** the request is in the CMS or, while it is down, safely in the outbox */
  | {
      status: 'sent'
      /**
       * Who answers, and by which day (`YYYY-MM-DD`, Brussels): the promise of the settings. A
       * dealer without a name is one the office passes the request to (or the chosen one, while
       * the CMS cannot say its name).
       */
      answer: { by: string; from: 'office' } | { by: string; from: 'dealer'; dealer?: string }
      /** where the confirmation goes */
      email: string
    }
  /** neither the CMS nor the outbox took it */
  | { status: 'failed'; values: QuoteFormValues; stamp: FormStamp }
  /** the form again, at `step`, with what the visitor entered and why it did not go on */
  | {
      status: 'form'
      step: QuoteStep
      values: QuoteFormValues
      stamp: FormStamp
      errors: Partial<Record<string, string>>
      rejection?: string
      /** the dealer step's list: the nearest dealers, or every dealer when the place is unknown */
      dealers?: DealerSearch
      allDealers?: boolean
    }
