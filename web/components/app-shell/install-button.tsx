import { cn } from '../../lib/cn.ts';
import { useInstallPrompt } from '../../lib/install-prompt.ts';
import { DownloadIcon } from '../ui/icons.tsx';
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
        <DownloadIcon className="shrink-0" />
        {!collapsed && INSTALL_LABEL}
      </button>
    </Tooltip>
  );
}
