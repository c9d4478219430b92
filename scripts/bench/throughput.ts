export interface ThroughputReport {
  path: string;
  requests: number;
  errors: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** A bounded closed-loop load: `concurrency` clients for `seconds`, loopback only. */
export async function measureThroughput(
  baseUrl: string,
  path: string,
  { concurrency = 20, seconds = 5 } = {},
): Promise<ThroughputReport> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        const res = await fetch(`${baseUrl}${path}`);
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round((latencies[Math.floor(q * (latencies.length - 1))] ?? 0) * 10) / 10;
  return {
    path,
    requests: latencies.length,
    errors,
    seconds: Math.round(elapsed * 10) / 10,
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
  };
}
