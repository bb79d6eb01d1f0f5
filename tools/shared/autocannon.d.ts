// The part of autocannon 9's API the benchmark uses; the package ships no types.
declare module 'autocannon' {
  interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p99: number
  }

  interface Request {
    path?: string
    method?: string
    headers?: Record<string, string>
    body?: string
    /** changes the request before each sending (a new path, another client's address) */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string>,
    ) => void
  }

  interface Options {
    url: string
    connections?: number
    duration?: number
    amount?: number
    timeout?: number
    headers?: Record<string, string>
    requests?: Request[]
    /** passed to tls.connect: the scale run trusts its proxy's self-signed certificate */
    tlsOptions?: { ca?: string }
  }

  interface Result {
    url: string
    duration: number
    connections: number
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    mismatches: number
    non2xx: number
    /** answers with a 5xx status */
    '5xx': number
    statusCodeStats: Record<string, { count: number }>
  }

  interface Instance extends PromiseLike<Result> {
    stop(): void
  }

  function autocannon(options: Options): Instance
  export default autocannon
  export type { Options, Result, Request }
}
