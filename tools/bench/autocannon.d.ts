/** The part of autocannon 9's API the load bench uses (the package ships no types). */
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each request is sent; answers the request to send. */
    setupRequest?: (request: Request) => Request;
  }
  export interface Options {
    url: string;
    connections: number;
    duration: number;
    requests: Request[];
    /** Seconds without an answer before a request counts as a timeout. */
    timeout?: number;
  }
  export interface Percentiles {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  export interface Result {
    requests: Percentiles;
    latency: Percentiles;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
