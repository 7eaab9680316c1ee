import { AnalysisIcon, CameraIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';
import type { UploadMode } from './file-rules.ts';

const OPTIONS = [
  { value: 'pdf', label: 'LinkedIn PDF', note: 'Most accurate', icon: AnalysisIcon },
  { value: 'image', label: 'Screenshot', note: 'Read with OCR', icon: CameraIcon },
] as const;

/** PDF or image mode as a radio group (arrow keys move between them, as in any native radio set). */
export function ModeToggle({
  mode,
  disabled,
  onChange,
}: {
  mode: UploadMode;
  disabled?: boolean;
  onChange: (mode: UploadMode) => void;
}) {
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-2 font-medium text-slate-800 text-sm">What are you uploading?</legend>
      <div className="grid grid-cols-2 gap-2 rounded-xl bg-slate-100 p-1">
        {OPTIONS.map(({ value, label, note, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              mode === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            <input
              type="radio"
              name="upload-mode"
              value={value}
              checked={mode === value}
              onChange={() => onChange(value)}
              className="sr-only"
            />
            <Icon className={cn('size-5 shrink-0', mode === value ? 'text-brand-600' : 'text-slate-500')} />
            <span className="min-w-0">
              <span className="block font-semibold text-sm">{label}</span>
              <span className="block text-slate-600 text-xs">{note}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
