import type * as React from 'react'

/*
 * The few line icons the components draw themselves (24px grid, 1.75 stroke, currentColor). They
 * are decorative: every control that shows one also carries a text label.
 */
type IconProps = React.ComponentProps<'svg'>

function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
)
const ArrowLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Icon>
)
const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
)
const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
)
const ChevronLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M15 6l-6 6 6 6" />
  </Icon>
)
const ChevronRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 6l6 6-6 6" />
  </Icon>
)
const ArrowRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
)
const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
)
const InfoIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </Icon>
)
const SuccessIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8.5 12.5l2.5 2.5 4.5-5" />
  </Icon>
)
const WarningIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10.3 4.2L2.9 17a2 2 0 001.7 3h14.8a2 2 0 001.7-3L13.7 4.2a2 2 0 00-3.4 0z" />
    <path d="M12 9.5v4M12 16.5h.01" />
  </Icon>
)
const DangerIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5M12 16h.01" />
  </Icon>
)
const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </Icon>
)
const ChevronUpIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 15l6-6 6 6" />
  </Icon>
)
/** A pool in the ground: built-in or surface construction. */
const PoolIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 9h18M5 9v9a2 2 0 002 2h10a2 2 0 002-2V9" />
    <path d="M8 14c1.3-1 2.7-1 4 0s2.7 1 4 0" />
    <path d="M9 9V5.5a1.5 1.5 0 013 0" />
  </Icon>
)
/** A key switch: how the cover is operated. */
const ControlsIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="6" y="3" width="12" height="18" rx="2" />
    <circle cx="12" cy="10" r="3" />
    <path d="M12 10l1.8-1.8M9.5 16.5h5" />
  </Icon>
)
/** A sun over water: warmth kept and gained. */
const EnergyIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="9" r="3.5" />
    <path d="M12 2.5v1.5M5.5 9H4M20 9h-1.5M7.4 4.4l1 1M16.6 4.4l-1 1" />
    <path d="M3 17c1.5-1.2 3-1.2 4.5 0s3 1.2 4.5 0 3-1.2 4.5 0 3 1.2 4.5 0" />
  </Icon>
)
const ShieldIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3l7.5 3v5.5c0 4.3-3.1 8-7.5 9.5-4.4-1.5-7.5-5.2-7.5-9.5V6L12 3z" />
    <path d="M9 12l2 2 4-4" />
  </Icon>
)
const ExpandIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7" />
  </Icon>
)

const PlayIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
  </Icon>
)
const PauseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8.5 5.5v13M15.5 5.5v13" strokeWidth={3} />
  </Icon>
)

// Drawn on a finer grid where a small size needs it: a form's marks and notices.

/** A filled circle with an exclamation mark: an error next to its text. */
const AlertIcon = (props: IconProps) => (
  <Icon viewBox="0 0 20 20" fill="currentColor" stroke="none" {...props}>
    <path
      fillRule="evenodd"
      d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
      clipRule="evenodd"
    />
  </Icon>
)
/** A checkbox's tick and its indeterminate dash, drawn bold for a 16px box. */
const CheckMarkIcon = (props: IconProps) => (
  <Icon viewBox="0 0 16 16" strokeWidth={2.25} {...props}>
    <path d="m3.5 8.5 3 3 6-7" />
  </Icon>
)
const DashIcon = (props: IconProps) => (
  <Icon viewBox="0 0 16 16" strokeWidth={2.25} {...props}>
    <path d="M4 8h8" />
  </Icon>
)
const UploadIcon = (props: IconProps) => (
  <Icon viewBox="0 0 20 20" {...props}>
    <path d="M10 13V3.5M6 7l4-4 4 4M3.5 13.5v2a1.5 1.5 0 0 0 1.5 1.5h10a1.5 1.5 0 0 0 1.5-1.5v-2" />
  </Icon>
)
const FileIcon = (props: IconProps) => (
  <Icon viewBox="0 0 20 20" strokeWidth={1.5} strokeLinecap="butt" {...props}>
    <path d="M5 2.5h6.5L15.5 6.5v11H5z" />
    <path d="M11.5 2.5v4h4" />
  </Icon>
)

export {
  AlertIcon,
  ArrowLeftIcon,
  ArrowRightIcon,
  CheckIcon,
  CheckMarkIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronUpIcon,
  CloseIcon,
  ControlsIcon,
  DangerIcon,
  DashIcon,
  EnergyIcon,
  ExpandIcon,
  FileIcon,
  InfoIcon,
  MenuIcon,
  PauseIcon,
  PlayIcon,
  PoolIcon,
  SearchIcon,
  ShieldIcon,
  SuccessIcon,
  UploadIcon,
  WarningIcon,
}
export type { IconProps }
