// Minimal types for autocannon (it ships none): what scripts/bench-api.mts uses.
declare module "autocannon" {
  namespace autocannon {
    type Options = {
      url: string;
      title?: string;
      connections?: number;
      duration?: number;
      method?: string;
      headers?: Record<string, string>;
      requests?: { setupRequest?: (request: Record<string, unknown>) => Record<string, unknown> }[];
    };
    type Result = {
      title?: string;
      non2xx: number;
      requests: { total: number };
      latency: { p50: number; p90: number; p99: number; max: number };
    };
  }
  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): void;
  export default autocannon;
}
