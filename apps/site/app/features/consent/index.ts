/**
 * What consent offers the rest of the site: a way to open its settings. The consent manager
 * itself is a lazy island, imported by its path (`consent-manager`) where it is rendered.
 */
export { onConsentSettingsRequest, requestConsentSettings } from './settings-request'
