/** What can go wrong signing in, each with its own words (`dealerDesk.signIn.errors`). */
export type SignInError = 'invalidEmail' | 'invalidCode' | 'expired' | 'tooMany' | 'noSession'
