import type { LeadStatus } from '@lamella/cms'
import { useTranslation } from '@lamella/i18n/react'
import { Badge } from '@lamella/ui'

const tone: Record<LeadStatus, 'warning' | 'brand' | 'danger' | 'neutral' | 'success'> = {
  new: 'warning',
  accepted: 'brand',
  declined: 'danger',
  contacted: 'brand',
  appointment_set: 'brand',
  quote_sent: 'brand',
  won: 'success',
  lost: 'neutral',
}

export function StatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation()
  return <Badge variant={tone[status]}>{t(`dealerDesk.status.${status}`)}</Badge>
}
