/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Names the build (web/pwa.ts); unset in local builds. */
  readonly VITE_BUILD_ID?: string;
}

declare module 'virtual:ocr-models' {
  /** The folder every OCR model is served from, as "/assets/ocr-<hash>/" (scripts/lib/vite-ocr-models.ts). */
  export const ocrModelFolder: string;
  /** Tesseract's names of the models served there ("eng", "chi_sim"). */
  export const ocrModelNames: string[];
}
