import type { Missing } from '../../../edge/core/profile/scorable.ts';
import { AlertIcon } from '../../components/ui/icons.tsx';

const WHAT: Record<Missing, string> = {
  name: 'your name',
  roleOrAbout: 'any role under Experience, or an About section',
};

/**
 * The read is missing what a score needs: say what, and how to get a better read. Nothing is sent (and no scan is
 * used) until the user has filled it in below or starts over with a better file.
 */
export function ReadGaps({ missing, fromImage }: { missing: Missing[]; fromImage: boolean }) {
  return (
    <div
      role="alert"
      data-testid="read-gaps"
      className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm"
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-red-600" />
      <div className="space-y-1.5 text-red-900">
        <p className="font-semibold">We couldn't read enough of your profile to score it</p>
        <p>We found no {missing.map((m) => WHAT[m]).join(' and no ')}. No scan has been used.</p>
        {fromImage ? (
          <p>
            For a better read, take the screenshots on your profile page at full width and 100% zoom, starting at the
            top with your name and headline, and scroll down until your Experience is in. Or upload your LinkedIn PDF
            export (More, then Save to PDF): it is read exactly.
          </p>
        ) : (
          <p>Check that this is your own LinkedIn export (More, then Save to PDF), or type what is missing below.</p>
        )}
        <p>You can also type what is missing below, then score it.</p>
      </div>
    </div>
  );
}
