// The Llm that needs no network: Pro content assembled from the profile's own facts by edge/core/advice.
// Used when no LLM is configured, and as the fallback whenever the real one fails.
import { RUBRIC_ONLY_MODEL, rubricOnlyContent } from '../core/advice/rubric-advice.ts';
import type { AdviceInput, Llm, LlmAdvice } from '../ports.ts';

export class RubricOnlyLlm implements Llm {
  readonly model = RUBRIC_ONLY_MODEL;

  async advise(input: AdviceInput): Promise<LlmAdvice> {
    return { content: rubricOnlyContent(input.profile, input.analysis), model: this.model };
  }
}
