import { createFileRoute, redirect } from '@tanstack/react-router';

// /terms is linked from the pricing footer (product specification, section 2); the text lives at /terms-of-service
// (docs/design.md 9.8).
export const Route = createFileRoute('/terms')({
  beforeLoad: ({ location }) => {
    throw redirect({ to: '/terms-of-service', hash: location.hash || undefined, replace: true });
  },
});
