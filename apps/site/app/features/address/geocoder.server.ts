import { createOfflineProvider } from './offline.server'
import { createPhotonProvider } from './photon.server'
import type { AddressProvider } from './provider.server'
import { env, type Env } from '#app/env.server'

let provider: AddressProvider | undefined

/**
 * The site's address provider: a Photon-compatible geocoder when `PHOTON_URL` is set (falling
 * back to the offline one when it fails), else the offline one alone.
 */
export function addressProvider(settings: Env = env()) {
  if (!provider) {
    const offline = createOfflineProvider()
    const url = settings.PHOTON_URL
    provider = url ? createPhotonProvider({ url, fallback: offline }) : offline
  }
  return provider
}

export type { AddressProvider } from './provider.server'
