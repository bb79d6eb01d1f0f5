import { Component, Suspense, type ReactNode } from 'react'
import { reportError } from '#app/shared/runtime/error-reporting.client'

/**
 * A part of the page loaded on its own (the toasts, the mobile menu): if its chunk fails to load
 * or it fails to render, it shows nothing and the page around it stays.
 */
export class Island extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    reportError(error)
  }

  override render() {
    return this.state.failed ? null : <Suspense>{this.props.children}</Suspense>
  }
}
