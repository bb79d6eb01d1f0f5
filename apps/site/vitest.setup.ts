import '@testing-library/jest-dom/vitest'
import { freshPage } from '@lamella/ui/test/fresh-page'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'

// each file starts from an empty page, and without the tag manager's queue of the file before
beforeAll(() => {
  freshPage()
  if (typeof window !== 'undefined') delete window.dataLayer
})
afterEach(cleanup)
