// The web app's typed client (web/lib/api.ts) over the app in process, with every answer checked against the
// contract's response schema (edge/core/api.ts): a route that answers off its schema fails the test that called it.
import { endpoints } from '../../edge/core/api.ts';
import { createApiClient } from '../../web/lib/api.ts';

interface Requester {
  request(path: string, init: RequestInit): Response | Promise<Response>;
}

export function apiClient(app: Requester) {
  return createApiClient({
    fetcher: (path, init) => app.request(path, init),
    check: (name, answer) => endpoints[name].response.parse(answer),
  });
}
