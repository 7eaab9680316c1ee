// A small stand-in for the OpenAI Chat Completions endpoint (we cannot reach the real one in tests):
// node:http on 127.0.0.1, random port, scripted replies, and a log of what it received.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Reply =
  | { kind: 'json'; content: unknown }
  | { kind: 'text'; content: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  | { kind: 'refusal' };

export interface Received {
  headers: IncomingMessage['headers'];
  body: any;
}

export interface FakeOpenAi {
  baseURL: string;
  received: Received[];
  reply: (body: any, n: number) => Reply;
  close(): Promise<void>;
}

function completion(model: string, content: string | null, refusal: string | null = null) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

export async function startFakeOpenAi(reply: FakeOpenAi['reply']): Promise<FakeOpenAi> {
  const fake = { received: [] as Received[], reply } as FakeOpenAi;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw);
      fake.received.push({ headers: req.headers, body });
      const r = fake.reply(body, fake.received.length);
      const send = (status: number, payload: string) =>
        // retry-after-ms keeps the SDK's single retry quick in tests.
        res.writeHead(status, { 'content-type': 'application/json', 'retry-after-ms': '10' }).end(payload);
      if (r.kind === 'hang') return;
      if (r.kind === 'status')
        return send(r.status, JSON.stringify({ error: { message: 'boom', type: 'server_error' } }));
      if (r.kind === 'refusal')
        return send(200, JSON.stringify(completion(body.model, null, 'I cannot help with that.')));
      const content = r.kind === 'json' ? JSON.stringify(r.content) : r.content;
      send(200, JSON.stringify(completion(body.model, content)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseURL = `http://127.0.0.1:${port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
