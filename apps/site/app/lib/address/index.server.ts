import { createOfflineProvider } from './offline.server'
import { createPhotonProvider } from './photon.server'
import type { AddressProvider } from './provider.server'

let provider: AddressProvider | undefined

/**
 * The site's address provider: a Photon-compatible geocoder when `PHOTON_URL` is set (falling
 * back to the offline one when it fails), else the offline one alone.
 */
export function addressProvider(env: Record<string, string | undefined> = process.env) {
  if (!provider) {
    const offline = createOfflineProvider()
    const url = env.PHOTON_URL?.trim()
    provider = url ? createPhotonProvider({ url, fallback: offline }) : offline
  }
  return provider
}

export type { AddressProvider } from './provider.server'
