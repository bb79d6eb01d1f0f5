/** Longer input is no search anyone types: the form stops there and the loader cuts there. */
export const MAX_QUERY = 100
