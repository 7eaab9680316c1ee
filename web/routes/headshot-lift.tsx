import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '../auth/auth-context.tsx';
import { AppShell } from '../components/app-shell/app-shell.tsx';
import { PublicLayout } from '../components/site/public-layout.tsx';
import { pageHead } from '../components/site/seo.ts';
import { HeadshotContent } from '../features/headshot/headshot-page.tsx';

// Public page (product specification, section 2). Signed-in visitors get it inside the app frame, whose Logout goes to
// / here.
export const Route = createFileRoute('/headshot-lift')({
  head: () =>
    pageHead({
      title: 'Professional Headshot Lift',
      description:
        'Coming soon: feedback on your LinkedIn photo, from professional quality and lighting to background, expression and attire.',
      path: '/headshot-lift',
    }),
  component: HeadshotLiftPage,
});

function Frame({ children }: { children: ReactNode }) {
  const { session, status } = useSession();
  if (session) return <AppShell>{children}</AppShell>;
  if (status === 'loading') return null;
  return (
    <PublicLayout className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">{children}</div>
    </PublicLayout>
  );
}

function HeadshotLiftPage() {
  return (
    <Frame>
      <HeadshotContent />
    </Frame>
  );
}
