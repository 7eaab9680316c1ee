import { Link } from '@tanstack/react-router';
import { PublicLayout } from '../../components/site/public-layout.tsx';
import { PageHero, PROSE } from './page-hero.tsx';

export const PRIVACY_UPDATED = 'November 22, 2025';

/**
 * docs/design.md 4 and 9.4: what the server stores (the extracted profile and analyses, never the file) and deletion.
 */
export function PrivacyPage({ supportEmail }: { supportEmail: string }) {
  const mail = supportEmail ? <a href={`mailto:${supportEmail}`}>{supportEmail}</a> : 'our support address';
  return (
    <PublicLayout>
      <PageHero eyebrow="Legal" title="Privacy Policy">
        Last updated <time dateTime="2025-11-22">{PRIVACY_UPDATED}</time>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <div className={PROSE}>
          <p className="!mt-0 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
            In short: your PDF or screenshot never leaves your browser. We store the profile text extracted from it and
            the analyses we make of it, so you can see them again. You can delete any of it, or your whole account, at
            any time. We do not sell data, show ads or use tracking cookies.
          </p>

          <h2>What we store, and why</h2>
          <ul>
            <li>
              <strong>Your account:</strong> email address, first and last name, and a hash of your password (never the
              password itself), so you can sign in.
            </li>
            <li>
              <strong>Your extracted profile and analyses:</strong> the structured text read from your profile (name,
              headline, About, experience, education, skills and similar sections), and for each analysis its scores,
              the evidence behind them and the recommendations. This is what your dashboard and results pages show.
            </li>
            <li>
              <strong>Your plan:</strong> your plan, scan balance and the Stripe customer and subscription references.
              Card details go straight to Stripe; we never see or store them.
            </li>
            <li>
              <strong>Messages you send us</strong> through the contact or sales forms: name, email and message, so we
              can answer.
            </li>
            <li>
              <strong>Password reset links:</strong> only a one-way hash of each link, which expires after 1 hour and
              works once.
            </li>
            <li>
              <strong>Technical logs:</strong> for each request, its time, path, status and duration, to keep the
              service running and secure. They contain no profile content. Your IP address is used briefly, in memory,
              to limit abuse (for example repeated password reset requests), and is not stored.
            </li>
          </ul>

          <h2>What we never store</h2>
          <p>
            <strong>The file itself.</strong> Your LinkedIn PDF or screenshot is read in your browser, on your device.
            Only the extracted text is sent to us. A copy of the file stays in your browser's own storage so you can
            re-scan it later; it is never uploaded. See the <Link to="/cookies">Cookies and local storage</Link> page.
          </p>

          <h2>Who processes data for us</h2>
          <ul>
            <li>Supabase: database and sign-in.</li>
            <li>Cloudflare: hosting and network.</li>
            <li>Stripe: payments, for Pro subscriptions.</li>
            <li>Resend: sending email (password resets and our replies).</li>
            <li>
              Our AI provider, for Pro rewrites only: we remove your name and contact details (email, phone, links,
              address) from the profile text before it is sent, and use the answer only to write your recommendations.
            </li>
          </ul>
          <p>Each of them processes data only to provide their service to us. We do not sell or rent personal data.</p>

          <h2>How long we keep it</h2>
          <p>
            Your profile data and analyses stay until you delete them or your account. Payment records are kept as long
            as tax law requires. Messages to support are kept while we handle your request and for a reasonable time
            after, in case you write again.
          </p>

          <h2>Deleting your data</h2>
          <p>
            You can delete any analysis at any time. When you delete your account, we permanently delete your account,
            your extracted profiles and every analysis. Messages you sent us are unlinked from the deleted account. To
            clear what your browser keeps, sign out and clear this site's data in your browser settings.
          </p>

          <h2>Your rights</h2>
          <p>
            You can ask us for a copy of your data, to correct it, or to delete it. Write to {mail}; we answer within 30
            days, usually much sooner. You may also complain to your local data protection authority.
          </p>

          <h2>Children</h2>
          <p>Profile Score is not for anyone under 16, and we do not knowingly collect their data.</p>

          <h2>Changes and contact</h2>
          <p>
            If we change this policy in a way that matters, we will tell you by email or in the app before it takes
            effect. Questions: {mail} or the <Link to="/contact">contact form</Link>.
          </p>
        </div>
      </div>
    </PublicLayout>
  );
}
