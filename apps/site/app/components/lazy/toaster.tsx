import { Toaster } from '@lamella/ui'

/** The toast area, in a chunk of its own: loaded after the page is interactive. */
export default function LazyToaster({ label }: { label: string }) {
  return <Toaster label={label} />
}
