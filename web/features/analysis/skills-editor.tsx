import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/field.tsx';
import { CloseIcon, PlusIcon } from '../../components/ui/icons.tsx';
import { splitSkills } from './review-model.ts';

/** Skills as removable chips plus an input that takes one or several (comma separated) at a time. */
export function SkillsEditor({ skills, onChange }: { skills: string[]; onChange: (skills: string[]) => void }) {
  const [text, setText] = useState('');
  const add = () => {
    const more = splitSkills(text);
    if (more.length === 0) return;
    const have = new Set(skills.map((s) => s.toLowerCase()));
    onChange([...skills, ...more.filter((s) => !have.has(s.toLowerCase()))]);
    setText('');
  };
  return (
    <div className="space-y-3">
      {skills.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Skills we read">
          {skills.map((s) => (
            <li
              key={s}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-slate-800 text-sm ring-1 ring-slate-200 ring-inset"
            >
              {s}
              <button
                type="button"
                onClick={() => onChange(skills.filter((x) => x !== s))}
                aria-label={`Remove ${s}`}
                className="rounded-full p-0.5 text-slate-500 hover:bg-white hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600 text-sm">No skills found. Add the ones listed on your profile.</p>
      )}
      <div className="flex gap-2">
        <label htmlFor="skill-add" className="sr-only">
          Add skills
        </label>
        <input
          id="skill-add"
          value={text}
          maxLength={400}
          placeholder="Add skills, separated by commas"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault(); // Enter adds a skill; it must not submit the review form
            add();
          }}
          className={inputClass(false)}
        />
        <Button variant="secondary" className="h-11 shrink-0" onClick={add}>
          <PlusIcon className="size-4" />
          Add
        </Button>
      </div>
    </div>
  );
}
