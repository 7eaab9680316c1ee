import { cloneElement, type ReactElement, useCallback, useEffect, useId, useRef, useState } from 'react';

export const TOOLTIP_DELAY_MS = 700;

interface TooltipProps {
  label: string;
  /** When false the child renders untouched (the expanded sidebar shows its labels already). */
  enabled?: boolean;
  children: ReactElement<Record<string, unknown>>;
}

/**
 * Shows `label` to the right of the child after 700 ms of hover or keyboard focus (product specification, section 9).
 * Escape hides it (WCAG 1.4.13). The child keeps its own accessible name; the tooltip only describes it.
 */
export function Tooltip({ label, enabled = true, children }: TooltipProps) {
  const id = useId();
  // Fixed position from the trigger's box: the sidebar scrolls (overflow), which would clip an absolute tooltip.
  const [pos, setPos] = useState<{ left: number; top: number } | null>(null);
  const open = pos !== null;
  const anchor = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const hide = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setPos(null);
  }, []);
  const show = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const box = anchor.current?.getBoundingClientRect();
      if (box) setPos({ left: box.right + 12, top: box.top + box.height / 2 });
    }, TOOLTIP_DELAY_MS);
  }, []);

  useEffect(() => hide, [hide]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && hide();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, hide]);
  useEffect(() => {
    if (!enabled) hide();
  }, [enabled, hide]);

  if (!enabled) return children;
  // The handlers go on the (interactive) child itself, chained with any it already has.
  const chain = (name: string, fn: () => void) => (e: unknown) => {
    fn();
    (children.props[name] as ((e: unknown) => void) | undefined)?.(e);
  };
  return (
    <span ref={anchor} className="flex">
      {cloneElement(children, {
        'aria-describedby': open ? id : undefined,
        onMouseEnter: chain('onMouseEnter', show),
        onMouseLeave: chain('onMouseLeave', hide),
        onFocus: chain('onFocus', show),
        onBlur: chain('onBlur', hide),
        onClick: chain('onClick', hide),
      })}
      {pos && (
        <span
          id={id}
          role="tooltip"
          style={pos}
          className="-translate-y-1/2 pointer-events-none fixed z-50 whitespace-nowrap rounded-md bg-slate-900 px-2.5 py-1.5 font-medium text-white text-xs shadow-lg"
        >
          {label}
        </span>
      )}
    </span>
  );
}
