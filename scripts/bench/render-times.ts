/** How long the server takes to answer a page: drawing it the first time, then from the read model. */
export interface RenderTime {
  path: string;
  /** The first request for the page: its loaders, React's render, compression (ms). */
  coldMs: number;
  /** The median of later requests, answered from the catalogue cache (ms). */
  cachedMs: number;
  /** Whether the HTML carried a drawn page (markup inside #root). */
  drawn: boolean;
}

const REPEATS = 30;
const BROWSER = { "accept-encoding": "br, gzip" };

async function timed(url: string): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers: BROWSER });
  const body = await response.text();
  return { ms: performance.now() - started, body };
}

/**
 * Each page asked once cold and then REPEATS times, one request at a time, from a client in the
 * same process: a render's cost without the network. The renderer is loaded by a warm-up page first,
 * so the first page's figure is its own render, not the bundle's import.
 */
export async function measureRenderTimes(base: string, paths: readonly string[]): Promise<RenderTime[]> {
  await timed(`${base}/search?q=warm-up`);
  const times: RenderTime[] = [];
  for (const path of paths) {
    const cold = await timed(`${base}${path}`);
    const later: number[] = [];
    for (let i = 0; i < REPEATS; i += 1) later.push((await timed(`${base}${path}`)).ms);
    later.sort((a, b) => a - b);
    times.push({
      path,
      coldMs: Math.round(cold.ms * 10) / 10,
      cachedMs: Math.round((later[Math.floor(later.length / 2)] ?? 0) * 100) / 100,
      drawn: !cold.body.includes('<div id="root"></div>'),
    });
  }
  return times;
}
