// Public surface of the advice core (pure: prompt, grounding, PII stripping, rubric-only content).
export { canonicalJson } from './canonical.ts';
export { buildFacts, type Facts } from './facts.ts';
export { clamp, type GroundingReport, groundContent, type RoleRef } from './ground-content.ts';
export { type Grounded, groundText, MAX_PATCHES, type Violation } from './grounding.ts';
export { type LlmProfile, llmProfile, scrubText } from './pii.ts';
export { buildMessages, type ChatMessage, encodeData, PROMPT_VERSION } from './prompt.ts';
export { rubricOnlyContent } from './rubric-advice.ts';
export { ADVICE_SECTIONS, PRO_LIMITS, type ProContent, ProContentSchema, ProContentWire } from './schema.ts';
