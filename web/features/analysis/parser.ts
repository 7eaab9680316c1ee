// One parse worker for the page, started on first use (the bridge stops it after a quiet spell on its own).
import { createParserBridge, type ParserBridge } from '../../pdf/worker-bridge.ts';

let bridge: ParserBridge | undefined;

export function getParser(): ParserBridge {
  bridge ??= createParserBridge();
  return bridge;
}
