// The scanner's deep modules are plain JavaScript with JSDoc types; these are the parts
// observatory.ts uses (its `scan()` export always asks ports 80 and 443).
declare module '@mdn/mdn-http-observatory/src/retriever/retriever.js' {
  export function retrieve(
    hostname: string,
    options?: { httpPort?: number; httpsPort?: number; path?: string },
  ): Promise<{ responses: { auto: { status: number } | null } }>
}
declare module '@mdn/mdn-http-observatory/src/constants.js' {
  export const ALL_TESTS: ((requests: unknown) => {
    result: string | null
    pass: boolean | null
  })[]
}
declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getGradeForScore(score: number): { score: number; grade: string }
  export function getScoreModifier(expectation: string): number
  export function getScoreDescription(expectation: string): string
}
declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number
}
