import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Progress } from '../../components/ui/card.tsx';
import { trapTab } from '../../components/ui/dialog.tsx';
import { TOUR_STEPS } from './steps.tsx';
import { useWelcomeTour } from './use-welcome-tour.ts';

/**
 * The five-step welcome tour (product specification, section 2). A native modal <dialog>: the page behind is inert
 * (focus stays inside), Escape closes it (the same as Skip Tour), and focus returns to where it was.
 */
export function WelcomeWizard({ userId }: { userId: string }) {
  const { open, opened, close } = useWelcomeTour(userId);
  const [index, setIndex] = useState(0);
  // Opened again from "Take the tour": start from the first step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tour is opened again
  useEffect(() => setIndex(0), [opened]);
  const ref = useRef<HTMLDialogElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const step = TOUR_STEPS[index];
  const last = index === TOUR_STEPS.length - 1;

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog || dialog.open) return;
    dialog.showModal();
    // showModal focuses the first button (Skip Tour); start on the primary action instead.
    primary.current?.focus();
  }, [open]);

  // Previous turns disabled on the first step and Next becomes Get Started on the last: keep focus in the dialog.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    const active = document.activeElement as HTMLButtonElement | null;
    if (!ref.current?.contains(active) || active?.disabled) primary.current?.focus();
  }, [index]);

  const finish = () => {
    ref.current?.close();
    close();
  };

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby="tour-title"
      aria-describedby="tour-lead"
      data-step={step.id}
      onClose={close}
      onKeyDown={(e) => e.key === 'Tab' && trapTab(e, ref.current)}
      className="m-auto w-[calc(100%-2rem)] max-w-lg animate-toast-in rounded-2xl bg-white p-0 shadow-2xl"
    >
      <div className="p-6 sm:p-8">
        <div className="flex items-center justify-between gap-4 text-sm">
          <p className="font-medium text-slate-500">
            Step {index + 1} of {TOUR_STEPS.length}
          </p>
          {!last && (
            <button
              type="button"
              onClick={finish}
              className="rounded font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
            >
              Skip Tour
            </button>
          )}
        </div>
        <Progress value={index + 1} max={TOUR_STEPS.length} label="Tour progress" className="mt-3 h-1.5" />
        <div aria-live="polite">
          <h2 id="tour-title" className="mt-7 font-bold text-2xl text-slate-900 tracking-tight">
            {step.title}
          </h2>
          <p id="tour-lead" className="mt-2 text-slate-600 leading-7">
            {step.lead}
          </p>
        </div>
        {step.body && <div className="mt-6">{step.body}</div>}
      </div>
      <div className="flex items-center justify-between gap-3 border-slate-100 border-t bg-slate-50 px-6 py-4 sm:px-8">
        <Button variant="ghost" onClick={() => setIndex((i) => i - 1)} disabled={index === 0}>
          Previous
        </Button>
        {last ? (
          <Button
            ref={primary}
            onClick={() => {
              finish();
              void navigate({ to: '/analysis', search: { upload: true } });
            }}
          >
            Get Started
          </Button>
        ) : (
          <Button ref={primary} onClick={() => setIndex((i) => i + 1)}>
            Next
          </Button>
        )}
      </div>
    </dialog>
  );
}
