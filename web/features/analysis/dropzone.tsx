import { type DragEvent, useEffect, useId, useState } from 'react';
import { useMediaQuery } from '../../components/app-shell/use-media-query.ts';
import { AnalysisIcon, CameraIcon, CheckCircleIcon, CloseIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';
import { ACCEPT, formatBytes, MAX_SCREENSHOTS, type UploadMode } from './file-rules.ts';

interface Props {
  mode: UploadMode;
  files: File[];
  disabled?: boolean;
  invalid?: boolean;
  onFiles: (files: File[]) => void;
  onRemove: (index: number) => void;
}

const COPY: Record<UploadMode, { title: string; touchTitle: string; types: string }> = {
  pdf: {
    title: 'Drop your LinkedIn PDF here',
    touchTitle: 'Choose your LinkedIn PDF',
    types: 'PDF export, up to 10 MB',
  },
  image: {
    title: 'Drop screenshots of your profile here',
    touchTitle: 'Choose screenshots of your profile',
    types: `Up to ${MAX_SCREENSHOTS} screenshots, in order from the top: PNG, JPEG or WebP, up to 10 MB each. You can also paste one (Ctrl+V).`,
  },
};

/** A touch screen (a phone) has nothing to drag from: it is asked to choose, not to drop. */
export const TOUCH_QUERY = '(pointer: coarse)';

export function dropzoneTitle(mode: UploadMode, touch: boolean): string {
  return touch ? COPY[mode].touchTitle : COPY[mode].title;
}

/**
 * Drag and drop plus a real file input. The input is visually hidden but stays in the tab order, so the keyboard and
 * screen readers get the browser's own file picker; the whole zone is its label.
 */
export function Dropzone({ mode, files, disabled, invalid, onFiles, onRemove }: Props) {
  const id = useId();
  const [over, setOver] = useState(false);
  const touch = useMediaQuery(TOUCH_QUERY);
  const Icon = mode === 'pdf' ? AnalysisIcon : CameraIcon;

  const onDrop = (e: DragEvent<HTMLLabelElement>) => {
    e.preventDefault();
    setOver(false);
    const dropped = [...e.dataTransfer.files];
    if (!disabled && dropped.length) onFiles(dropped);
  };

  // A screenshot pasted anywhere on the page (from the clipboard of a snipping tool) is added like a dropped one.
  useEffect(() => {
    if (mode !== 'image' || disabled) return;
    const onPaste = (e: ClipboardEvent) => {
      const pasted = [...(e.clipboardData?.files ?? [])].filter((f) => f.type.startsWith('image/'));
      if (!pasted.length) return;
      e.preventDefault();
      onFiles(pasted.map((f, i) => (f.name && f.name !== 'image.png' ? f : renamed(f, files.length + i + 1))));
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [mode, disabled, onFiles, files.length]);

  return (
    <div>
      <input
        id={id}
        type="file"
        accept={ACCEPT[mode]}
        multiple={mode === 'image'}
        disabled={disabled}
        className="peer sr-only"
        aria-describedby={`${id}-types`}
        data-testid="file-input"
        onChange={(e) => {
          const picked = [...(e.target.files ?? [])];
          if (picked.length) onFiles(picked);
          e.target.value = ''; // choosing the same file again must fire change again
        }}
      />
      <label
        htmlFor={id}
        data-testid="dropzone"
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center justify-center rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors sm:py-12',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 peer-focus-visible:outline-offset-2',
          disabled
            ? 'cursor-not-allowed border-slate-200 bg-slate-50 opacity-70'
            : over
              ? 'cursor-copy border-brand-500 bg-brand-50'
              : invalid
                ? 'cursor-pointer border-red-300 bg-red-50/40 hover:border-red-400'
                : 'cursor-pointer border-slate-300 bg-slate-50/60 hover:border-brand-400 hover:bg-brand-50/40',
        )}
      >
        <span className="rounded-2xl bg-white p-3 text-brand-600 shadow-sm ring-1 ring-slate-200">
          <Icon className="size-7" />
        </span>
        <span className="mt-4 font-semibold text-slate-900" data-testid="dropzone-title">
          {dropzoneTitle(mode, touch)}
        </span>
        <span className="mt-1 text-slate-600 text-sm">
          {touch ? 'Tap to ' : 'or '}
          <span className="font-semibold text-brand-700 underline-offset-2 hover:underline">browse your files</span>
        </span>
        <span id={`${id}-types`} className="mt-3 text-slate-500 text-xs">
          {COPY[mode].types}
        </span>
      </label>
      {files.length > 0 && (
        <ol className="mt-3 space-y-2" aria-label={mode === 'image' ? 'Chosen screenshots, in order' : 'Chosen file'}>
          {files.map((f, i) => (
            <li
              key={keyOf(f)}
              className={cn(
                'flex items-center gap-3 rounded-xl border px-4 py-3',
                invalid ? 'border-slate-200 bg-white' : 'border-emerald-200 bg-emerald-50/60',
              )}
              data-testid="chosen-file"
              data-state={invalid ? 'refused' : 'ready'}
            >
              {/* No success mark beside an error: the file was refused or could not be read. */}
              {!invalid && <CheckCircleIcon className="size-5 shrink-0 text-emerald-600" data-testid="file-ok" />}
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900 text-sm">
                  {files.length > 1 ? `${i + 1}. ` : ''}
                  {f.name}
                </span>
                <span className="block text-slate-600 text-xs">{formatBytes(f.size)}</span>
              </span>
              {!disabled && (
                <button
                  type="button"
                  onClick={() => onRemove(i)}
                  aria-label={`Remove ${f.name}`}
                  className="rounded-md p-1 text-slate-500 hover:bg-white hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <CloseIcon className="size-4" />
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Clipboard images all arrive as "image.png": numbered, so the list tells them apart. */
function renamed(file: File, n: number): File {
  return new File([file], `Pasted screenshot ${n}.png`, { type: file.type || 'image/png' });
}

// A stable key per chosen file, even when the same file is chosen twice.
const keys = new WeakMap<File, number>();
let lastKey = 0;
function keyOf(file: File): number {
  let k = keys.get(file);
  if (k === undefined) {
    k = ++lastKey;
    keys.set(file, k);
  }
  return k;
}
