/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Names the build (web/pwa.ts); unset in local builds. */
  readonly VITE_BUILD_ID?: string;
}
