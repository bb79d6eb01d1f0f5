/** The browser looks for a new deployment every hour. */
export const VERSION_CHECK_MS = 3_600_000

/** The build this page was served from (React Router's manifest version). */
export function loadedVersion(): string | undefined {
  return (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version
}

/** Whether the server now runs another build than the page's. */
export async function newVersionAvailable(fetcher: typeof fetch = fetch): Promise<boolean> {
  const loaded = loadedVersion()
  if (!loaded) return false
  try {
    const response = await fetcher('/api/version', { cache: 'no-store' })
    if (!response.ok) return false
    const { version } = (await response.json()) as { version?: unknown }
    return typeof version === 'string' && version !== loaded
  } catch {
    return false
  }
}
