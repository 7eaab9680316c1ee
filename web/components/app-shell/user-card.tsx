import { useCurrentUser } from '../../auth/auth-context.tsx';
import { cn } from '../../lib/cn.ts';
import { TierBadge } from './tier-badge.tsx';

/** Who is signed in, at the foot of the sidebar. */
export function UserCard({ collapsed = false }: { collapsed?: boolean }) {
  const { user } = useCurrentUser();
  if (!user) return null;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
  const initials = (user.first_name?.[0] ?? user.email[0] ?? '?') + (user.last_name?.[0] ?? '');
  return (
    <div className={cn('flex items-center gap-3 rounded-lg', collapsed ? 'justify-center' : 'bg-slate-50 p-2.5')}>
      <span
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 text-sm uppercase"
        title={collapsed ? name : undefined}
        aria-hidden={collapsed ? undefined : true}
      >
        {initials}
      </span>
      {!collapsed && (
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-slate-900 text-sm">{name}</p>
          <div className="mt-0.5 flex items-center gap-2">
            <TierBadge tier={user.subscription_tier} />
          </div>
        </div>
      )}
    </div>
  );
}
