import { useTranslation } from '@lamella/i18n/react'
import {
  Alert,
  AlertDescription,
  Button,
  Container,
  Field,
  Heading,
  Input,
  Section,
} from '@lamella/ui'
import { useId } from 'react'
import { Form } from 'react-router'
import type { SignInError } from './sign-in-error'

/**
 * Signing in: an e-mail address first, then the mailed code (or the mailed link, which lands
 * here signed in). Works without JavaScript: two plain forms.
 */
export function SignInScreen({
  email,
  error,
  minutes,
  rateLimited,
}: {
  email: string | null
  error: SignInError | null
  minutes: number
  /** minutes until more codes may be asked for */
  rateLimited: number | null
}) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <Section spacing="md" aria-labelledby={titleId}>
      <Container size="prose">
        <Heading id={titleId} level={1} size="xl" className="mb-4">
          {email ? t('dealerDesk.signIn.sentTitle') : t('dealerDesk.signIn.title')}
        </Heading>
        {error || rateLimited ? (
          <Alert variant="danger" className="mb-6">
            <AlertDescription>
              {rateLimited
                ? t('dealerDesk.signIn.errors.rateLimited', { minutes: rateLimited })
                : t(`dealerDesk.signIn.errors.${error!}`)}
            </AlertDescription>
          </Alert>
        ) : null}
        {email ? (
          <>
            <p className="mb-6">{t('dealerDesk.signIn.sent', { email })}</p>
            <Form method="post" className="flex flex-col gap-4">
              <Field label={t('dealerDesk.signIn.code')} required>
                <Input
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]{6}"
                  maxLength={6}
                  required
                  autoFocus
                />
              </Field>
              <Button type="submit">{t('dealerDesk.signIn.verify')}</Button>
            </Form>
            <p className="mt-4 text-sm text-ink-700">
              {t('dealerDesk.signIn.validity', { minutes })}
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Form method="post">
                <input type="hidden" name="email" value={email} />
                <Button type="submit" variant="outline" size="sm">
                  {t('dealerDesk.signIn.resend')}
                </Button>
              </Form>
              <Form method="post">
                <input type="hidden" name="restart" value="1" />
                <Button type="submit" variant="ghost" size="sm">
                  {t('dealerDesk.signIn.otherAddress')}
                </Button>
              </Form>
            </div>
          </>
        ) : (
          <>
            <p className="mb-6">{t('dealerDesk.signIn.intro')}</p>
            <Form method="post" className="flex flex-col gap-4">
              <Field label={t('dealerDesk.signIn.email')} required>
                <Input name="email" type="email" autoComplete="email" required autoFocus />
              </Field>
              <Button type="submit">{t('dealerDesk.signIn.send')}</Button>
            </Form>
          </>
        )}
      </Container>
    </Section>
  )
}
