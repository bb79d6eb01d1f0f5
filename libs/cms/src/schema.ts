/**
 * The Directus collections the site reads, by name: reads are refused at compile time for any
 * other. What their records hold is not typed here but parsed where they are read (queries/*),
 * from what each query asks for; docs/cms-schema.md describes the whole model.
 */
export type CmsCollection =
  'pages' | 'posts' | 'covers' | 'pools' | 'projects' | 'faq_categories' | 'dealers' | 'redirects'

export type CmsSingleton = 'global_settings' | 'page_not_found'
