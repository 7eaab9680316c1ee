import { cn } from '../../lib/cn.ts';
import { useInstallPrompt } from '../../lib/install-prompt.ts';
import { Tooltip } from '../ui/tooltip.tsx';

export const INSTALL_LABEL = 'Install app';

/** Shown only while the browser offers installation (never once installed or running as the installed app). */
export function InstallButton({ collapsed = false }: { collapsed?: boolean }) {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Tooltip label={INSTALL_LABEL} enabled={collapsed}>
      <button
        type="button"
        onClick={() => void install()}
        aria-label={collapsed ? INSTALL_LABEL : undefined}
        className={cn(
          'flex w-full items-center gap-3 rounded-lg font-medium text-brand-700 text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600',
          collapsed ? 'justify-center p-2' : 'px-3 py-2',
        )}
      >
        <DownloadIcon />
        {!collapsed && INSTALL_LABEL}
      </button>
    </Tooltip>
  );
}

function DownloadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="shrink-0"
    >
      <path d="M12 3v12" />
      <path d="M7 10l5 5 5-5" />
      <path d="M5 21h14" />
    </svg>
  );
}
