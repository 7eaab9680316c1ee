import { Brand } from '../../components/brand.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { CompassIcon } from '../../components/ui/icons.tsx';

/** /error and every unknown path (product specification, section 2). */
export function NotFoundPage() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-6 py-16 text-center">
      <Brand className="mb-12" />
      <span className="rounded-2xl bg-brand-50 p-4 text-brand-600 ring-1 ring-brand-100">
        <CompassIcon className="size-10" />
      </span>
      <h1 className="mt-6 font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">404 Page Not Found</h1>
      <p className="mt-3 max-w-md text-slate-600">
        The page you are looking for does not exist or has moved. Check the address, or head back to safety.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/" size="lg">
          Go to home page
        </ButtonLink>
        <ButtonLink to="/dashboard" variant="secondary" size="lg">
          Open dashboard
        </ButtonLink>
      </div>
    </div>
  );
}
