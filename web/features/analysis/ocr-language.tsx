import { useId } from 'react';
import { OCR_LANGUAGES, ocrLanguage } from '../../../edge/core/reader/ocr-languages.ts';
import { FieldLabel, inputClass } from '../../components/ui/field.tsx';

/**
 * The language the screenshots are written in: it picks the text-recognition models (only those are downloaded).
 * Starts at the browser's language; a language we have no model for is said so plainly.
 */
export function OcrLanguagePicker({
  value,
  disabled,
  onChange,
}: {
  value: string;
  disabled?: boolean;
  onChange: (code: string) => void;
}) {
  const id = useId();
  const chosen = ocrLanguage(value);
  return (
    <div>
      <FieldLabel id={id} label="Language of your profile" />
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass(false)} max-w-xs`}
        aria-describedby={`${id}-note`}
        data-testid="ocr-language"
      >
        {OCR_LANGUAGES.map((l) => (
          <option key={l.code} value={l.code}>
            {l.name}
          </option>
        ))}
      </select>
      <p id={`${id}-note`} className="mt-1.5 text-slate-600 text-xs" role={chosen?.model ? undefined : 'note'}>
        {chosen?.model
          ? 'We read your screenshots with the text recognition for this language, on your device.'
          : `We have no text recognition for ${chosen?.name ?? 'this language'} yet: screenshots are read with English letters and will come out garbled. Upload your LinkedIn PDF export instead, it is read exactly.`}
      </p>
    </div>
  );
}
