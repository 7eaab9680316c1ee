// Pro advice from any OpenAI-compatible server (OpenAI, Ollama, vLLM, LM Studio ...) through the official SDK:
// structured output parsed against a zod schema, temperature 0, a timeout and one retry. Errors are thrown;
// the advice service turns every failure into rubric-only content.
import type OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { llmProfile } from '../core/advice/pii.ts';
import { buildMessages } from '../core/advice/prompt.ts';
import { ProContentWire } from '../core/advice/schema.ts';
import type { AdviceInput, Llm, LlmAdvice } from '../ports.ts';

export interface OpenAiLlmOptions {
  model: string;
  apiKey?: string;
  /** e.g. http://127.0.0.1:11434/v1 for Ollama; unset means api.openai.com. */
  baseURL?: string;
  timeoutMs?: number;
  /** Retries after the first attempt (the SDK retries timeouts, 429 and 5xx). */
  maxRetries?: number;
  /** Only for tests or custom runtimes. */
  fetch?: typeof fetch;
}

export class OpenAiLlm implements Llm {
  readonly model: string;
  // The SDK is loaded on the first call, not at start: a server without an LLM configured never pays its memory.
  private client?: Promise<OpenAI>;

  constructor(private readonly opts: OpenAiLlmOptions) {
    this.model = opts.model;
  }

  private sdk(): Promise<OpenAI> {
    const opts = this.opts;
    this.client ??= import('openai').then(
      ({ default: OpenAI }) =>
        new OpenAI({
          // Local servers ignore the key, but the SDK refuses to start without one.
          apiKey: opts.apiKey || 'not-needed',
          baseURL: opts.baseURL,
          timeout: opts.timeoutMs ?? 20_000,
          maxRetries: opts.maxRetries ?? 1,
          ...(opts.fetch ? { fetch: opts.fetch } : {}),
        }),
    );
    return this.client;
  }

  async advise(input: AdviceInput, signal?: AbortSignal): Promise<LlmAdvice> {
    const messages = buildMessages(llmProfile(input.profile), input.analysis, input.targetRole);
    const completion = await (await this.sdk()).chat.completions.parse(
      {
        model: this.model,
        temperature: 0,
        messages,
        response_format: zodResponseFormat(ProContentWire, 'pro_content'),
      },
      { signal },
    );
    const message = completion.choices[0]?.message;
    if (!message?.parsed) {
      throw new Error(message?.refusal ? 'The model refused to answer.' : 'The model returned no structured content.');
    }
    return { content: message.parsed, model: this.model };
  }
}
