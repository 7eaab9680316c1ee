import type { ReactNode } from 'react';
import { resultBand } from '../../../edge/core/bands.ts';
import { AnalysisIcon, ChartIcon, CheckCircleIcon, GaugeIcon, ScanIcon } from '../../components/ui/icons.tsx';

export type StepId = 'welcome' | 'how-it-works' | 'analysis-sections' | 'scoring-system' | 'get-started';

export interface TourStep {
  id: StepId;
  title: string;
  lead: string;
  body?: ReactNode;
}

const HOW = [
  'On LinkedIn, open your profile and choose More (or Resources), then Save to PDF.',
  'Upload the PDF here. It is read in your browser and never uploaded as a file.',
  'Get your score, the evidence behind it and what to change first.',
];

const SECTIONS = [
  { name: 'Headline', what: 'The line under your name: length, keywords, what search shows.' },
  { name: 'About Section', what: 'Your opening, the proof in numbers, and a call to action.' },
  { name: 'Experience', what: 'Roles, descriptions, quantified results and action verbs.' },
  { name: 'Skills', what: 'Your top skills and whether the rest of the profile backs them.' },
  { name: 'Education', what: 'Schools, degrees, fields of study and dates.' },
];

// Example scores that land in each band, so the legend always matches bands.ts.
const BANDS = [
  { range: '80-100', example: 90 },
  { range: '60-79', example: 70 },
  { range: '0-59', example: 40 },
].map((b) => ({ ...b, band: resultBand(b.example) }));
const DOT = { green: 'bg-emerald-500', amber: 'bg-amber-400', red: 'bg-red-500' } as const;

export const TOUR_STEPS: TourStep[] = [
  {
    id: 'welcome',
    title: 'Welcome to Profile Score',
    lead: 'Take a one-minute tour to see how your LinkedIn profile gets scored and improved.',
    body: (
      <div className="flex justify-center gap-3 py-2 text-brand-600" aria-hidden="true">
        <GaugeIcon className="size-10" />
        <ChartIcon className="size-10" />
        <AnalysisIcon className="size-10" />
      </div>
    ),
  },
  {
    id: 'how-it-works',
    title: 'How it works',
    lead: 'Three steps, about a minute.',
    body: (
      <ol className="space-y-3">
        {HOW.map((text, i) => (
          <li key={text} className="flex gap-3 text-slate-700 text-sm leading-6">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white text-xs">
              {i + 1}
            </span>
            {text}
          </li>
        ))}
      </ol>
    ),
  },
  {
    id: 'analysis-sections',
    title: 'What we analyze',
    lead: 'Every section of your profile gets its own score and three suggestions.',
    body: (
      <ul className="space-y-2.5">
        {SECTIONS.map((s) => (
          <li key={s.name} className="flex gap-3 text-sm leading-6">
            <ScanIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <span>
              <span className="font-semibold text-slate-900">{s.name}</span>
              <span className="text-slate-600"> · {s.what}</span>
            </span>
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'scoring-system',
    title: 'How scores work',
    lead: 'Each section scores 0-100 from published rules; your overall score is their weighted mean.',
    body: (
      <ul className="space-y-2.5">
        {BANDS.map((b) => (
          <li key={b.range} className="flex items-center gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
            <span className={`size-3 rounded-full ${DOT[b.band.tone]}`} aria-hidden="true" />
            <span className="w-16 font-semibold text-slate-900 tabular-nums">{b.range}</span>
            <span className="text-slate-700">{b.band.label}</span>
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'get-started',
    title: "You're all set",
    lead: 'Upload your LinkedIn PDF to get your first score.',
    body: (
      <p className="flex items-center justify-center gap-2 font-medium text-emerald-700 text-sm">
        <CheckCircleIcon className="size-5" />
        Your free analysis is ready to use.
      </p>
    ),
  },
];
