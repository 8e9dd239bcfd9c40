import { MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { AppLink } from '@/app/navigation';
import { BrandMark } from '@/components/layout/brand-mark';
import { authPath } from '@/config/paths';
import { SECTIONS } from './landing-header';
import { LazyNewsletterForm } from './lazy-newsletter-form';
import { ShareLinks } from './share-links';

/** The contact details the footer shows (placeholders, like its links); an install puts its own here. */
const CONTACT = { email: 'hello@brandforge.app', phone: '+1 (555) 010-2040', city: 'Austin, Texas' };
const CONTACT_EMAIL = CONTACT.email;

const linkClass = 'rounded-sm text-sm text-muted-foreground hover:text-foreground';

const SUPPORT = [
  { label: 'Create an account', to: authPath('signup') },
  { label: 'Sign in', to: authPath('signin') },
  { label: 'Reset your password', to: authPath('forgot') },
];

export function LandingFooter() {
  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div className="grid content-start gap-3">
          <AppLink to="/" className="flex items-center gap-2 rounded-md font-semibold tracking-tight">
            <BrandMark />
            Brandforge
          </AppLink>
          <p className="text-sm text-muted-foreground">Define Your Brand. Amplify Your Voice.</p>
          <a href={`mailto:${CONTACT_EMAIL}`} className={`${linkClass} inline-flex items-center gap-2`}>
            <MailIcon aria-hidden className="size-4" />
            {CONTACT_EMAIL}
          </a>
          <a
            href={`tel:${CONTACT.phone.replace(/[^+\d]/g, '')}`}
            className={`${linkClass} inline-flex items-center gap-2`}
          >
            <PhoneIcon aria-hidden className="size-4" />
            {CONTACT.phone}
          </a>
          <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
            <MapPinIcon aria-hidden className="size-4" />
            {CONTACT.city}
          </p>
          <ShareLinks />
        </div>
        <nav aria-label="Product" className="grid content-start gap-2">
          <p className="text-sm font-semibold">Product</p>
          {SECTIONS.map((s) => (
            <a key={s.id} href={`#${s.id}`} className={linkClass}>
              {s.label}
            </a>
          ))}
        </nav>
        <nav aria-label="Support" className="grid content-start gap-2">
          <p className="text-sm font-semibold">Support</p>
          {SUPPORT.map((s) => (
            <AppLink key={s.label} to={s.to} className={linkClass}>
              {s.label}
            </AppLink>
          ))}
          <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
            Contact us
          </a>
        </nav>
        <LazyNewsletterForm />
      </div>
      <p className="border-t py-6 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} Brandforge. Free forever.
      </p>
    </footer>
  );
}
