/** What the address suggestions offer the rest of the site: the address field. */
export { AddressField, type AddressFieldProps } from './address-field'
