/**
 * Directus 11's project owner: the person responsible for the project under its licence (BSL 1.1,
 * docs/deploy.md). While `directus_settings.project_owner` is empty the Data Studio greets every
 * admin with a banner asking for one, so the setup records it, the way Directus' own
 * `PROJECT_OWNER` does at bootstrap: through `POST /settings/owner`, which also sends the address
 * to Directus (its `COMPLIANCE_URL`), as the banner would.
 */
import type { Api } from './api.ts'

export interface ProjectOwner {
  email: string
  /** named by the operator (CMS_PROJECT_OWNER): it replaces an owner recorded before */
  given: boolean
}

/**
 * Records the owner when none is, or when the operator named another one; an owner set in the
 * Data Studio (Settings › Project owner) stays while the operator names none. Answers whether it
 * recorded one.
 */
export async function applyProjectOwner(api: Api, owner: ProjectOwner): Promise<boolean> {
  const { project_owner: recorded } = await api.get<{ project_owner: string | null }>('/settings', {
    fields: 'project_owner',
  })
  if (recorded && (!owner.given || recorded === owner.email)) return false
  // what Directus' bootstrap records for PROJECT_OWNER: no usage, no organisation, no newsletter
  await api.post('/settings/owner', {
    project_owner: owner.email,
    project_usage: null,
    org_name: null,
    product_updates: false,
  })
  return true
}
