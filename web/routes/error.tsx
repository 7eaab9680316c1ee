import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';

export const Route = createFileRoute('/error')({
  component: NotFoundPage,
});
