import { type DragEvent, useId, useState } from 'react';
import { AnalysisIcon, CameraIcon, CheckCircleIcon, CloseIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';
import { ACCEPT, formatBytes, type UploadMode } from './file-rules.ts';

interface Props {
  mode: UploadMode;
  file: File | null;
  disabled?: boolean;
  invalid?: boolean;
  onFile: (file: File) => void;
  onClear: () => void;
}

const COPY: Record<UploadMode, { title: string; types: string }> = {
  pdf: { title: 'Drop your LinkedIn PDF here', types: 'PDF export, up to 10 MB' },
  image: { title: 'Drop a screenshot of your profile here', types: 'PNG, JPEG or WebP, up to 10 MB' },
};

/**
 * Drag and drop plus a real file input. The input is visually hidden but stays in the tab order, so the keyboard and
 * screen readers get the browser's own file picker; the whole zone is its label.
 */
export function Dropzone({ mode, file, disabled, invalid, onFile, onClear }: Props) {
  const id = useId();
  const [over, setOver] = useState(false);
  const Icon = mode === 'pdf' ? AnalysisIcon : CameraIcon;

  const onDrop = (e: DragEvent<HTMLLabelElement>) => {
    e.preventDefault();
    setOver(false);
    const dropped = e.dataTransfer.files[0];
    if (!disabled && dropped) onFile(dropped);
  };

  return (
    <div>
      <input
        id={id}
        type="file"
        accept={ACCEPT[mode]}
        disabled={disabled}
        className="peer sr-only"
        aria-describedby={`${id}-types`}
        data-testid="file-input"
        onChange={(e) => {
          const picked = e.target.files?.[0];
          if (picked) onFile(picked);
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
        <span className="mt-4 font-semibold text-slate-900">{COPY[mode].title}</span>
        <span className="mt-1 text-slate-600 text-sm">
          or <span className="font-semibold text-brand-700 underline-offset-2 hover:underline">browse your files</span>
        </span>
        <span id={`${id}-types`} className="mt-3 text-slate-500 text-xs">
          {COPY[mode].types}
        </span>
      </label>
      {file && (
        <div
          className="mt-3 flex items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50/60 px-4 py-3"
          data-testid="chosen-file"
        >
          <CheckCircleIcon className="size-5 shrink-0 text-emerald-600" />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium text-slate-900 text-sm">{file.name}</span>
            <span className="block text-slate-600 text-xs">{formatBytes(file.size)}</span>
          </span>
          {!disabled && (
            <button
              type="button"
              onClick={onClear}
              aria-label={`Remove ${file.name}`}
              className="rounded-md p-1 text-slate-500 hover:bg-white hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <CloseIcon className="size-4" />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
