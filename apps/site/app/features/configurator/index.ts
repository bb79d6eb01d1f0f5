/** What the configurator offers the rest of the site: a configuration, its steps and its URL. */
export {
  canonicalConfigurationValue,
  configurationLabels,
  configurationParams,
  configurationSchema,
  configurationSearch,
  findLine,
  isConfigurationStep,
  readConfiguration,
  type Configuration,
  type ConfigurationParam,
  type PoolLine,
  type RawConfiguration,
} from './configuration'
