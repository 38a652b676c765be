import autocannon from 'autocannon';

export interface Measurement {
  label: string;
  url: string;
  requestsPerSecond: number;
  p99Ms: number;
  p50Ms: number;
  errors: number;
  non2xx: number;
}

/** One autocannon run: warm-up, then a measured window with keep-alive connections. */
export async function measure(
  label: string,
  url: string,
  options: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<Measurement> {
  const { connections = 20, seconds = 10, headers } = options;
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    label,
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
