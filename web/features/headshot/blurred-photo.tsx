/** A stand-in portrait, blurred: the real photo is not in a PDF export (docs/design.md 9.7). */
export function BlurredPhoto() {
  return (
    <div className="relative mx-auto size-44 overflow-hidden rounded-full ring-4 ring-white shadow-lg sm:size-52">
      <svg viewBox="0 0 200 200" width="208" height="208" className="size-full scale-110 blur-md" aria-hidden="true">
        <defs>
          <linearGradient id="headshot-bg" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#c7d2fe" />
            <stop offset="1" stopColor="#e0f2fe" />
          </linearGradient>
        </defs>
        <rect width="200" height="200" fill="url(#headshot-bg)" />
        <circle cx="100" cy="82" r="38" fill="#b45309" opacity="0.55" />
        <circle cx="100" cy="88" r="33" fill="#f5d0b5" />
        <path d="M30 200c6-44 36-66 70-66s64 22 70 66z" fill="#334155" />
        <path d="M86 136l14 22 14-22z" fill="#f8fafc" />
      </svg>
    </div>
  );
}
