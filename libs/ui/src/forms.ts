export * from './components/checkbox/checkbox'
export * from './components/combobox/combobox'
export * from './components/error-summary/error-summary'
export * from './components/field/field'
export * from './components/field/form'
export * from './components/file-input/file-input'
export * from './components/input/input'
export * from './components/number-input/number-input'
export * from './components/radio-group/radio-group'
export * from './components/select/select'
export * from './components/textarea/textarea'
export { useField, useFieldControlDefaults, useFieldControlProps } from './hooks/use-field'
export type {
  FieldContextValue,
  FieldControlAriaProps,
  FieldControlDefaults,
  FieldControlKind,
  ValidationVisibility,
} from './hooks/use-field'
