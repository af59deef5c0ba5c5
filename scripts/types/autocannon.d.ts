// The subset of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      pipelining?: number;
      duration?: number;
      amount?: number;
      overallRate?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Seconds a request may take before it counts as a timeout. */
      timeout?: number;
      /** Cycled through per connection. */
      requests?: Request[];
    }
    interface RawRequest {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    /** Per connection: what setupRequest stored for onResponse. */
    type Context = Record<string, unknown>;
    interface Request extends RawRequest {
      setupRequest?: (request: RawRequest, context: Context) => RawRequest;
      onResponse?: (status: number, body: string, context: Context) => void;
    }
    /** A run in progress; awaiting it gives the result. */
    interface Instance extends PromiseLike<Result> {
      stop(): void;
    }
    interface Histogram {
      average: number;
      p50: number;
      p90: number;
      p99: number;
      max: number;
    }
    interface Result {
      requests: Histogram & { total: number };
      latency: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      statusCodeStats?: Record<string, { count: number }>;
    }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export default autocannon;
}
