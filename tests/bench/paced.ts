// Open-loop load for the API bench: requests sent at a steady rate (evenly spaced, not in bursts), each timed from
// when it was due. autocannon's own rate option sends each second's requests together, which measures a burst
// rather than a sustained rate.
import { Agent, request } from 'node:http';

export interface PacedOptions {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  rate: number;
  seconds: number;
  connections: number;
}

function once(agent: Agent, o: PacedOptions): Promise<number> {
  return new Promise((ok, fail) => {
    const req = request(o.url, { agent, method: o.method ?? 'GET', headers: o.headers }, (res) => {
      res.resume();
      res.once('end', () => ok(res.statusCode ?? 0));
    });
    req.once('error', fail);
    req.end(o.body);
  });
}

export async function paced(o: PacedOptions) {
  const agent = new Agent({ keepAlive: true, maxSockets: o.connections });
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const inflight: Promise<void>[] = [];
  const start = performance.now();
  const total = Math.round(o.rate * o.seconds);
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / o.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inflight.push(
      once(agent, o).then(
        (status) => {
          latencies.push(performance.now() - due);
          if (status < 200 || status > 299) non2xx++;
        },
        () => void errors++,
      ),
    );
  }
  await Promise.all(inflight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { offered_rps: o.rate, requests: total, p50_ms: at(0.5), p99_ms: at(0.99), non2xx, errors };
}
