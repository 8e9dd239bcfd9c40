import type * as React from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

const icon = (d: string) =>
  function Icon(props: React.SVGProps<SVGSVGElement>) {
    return (
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden {...props}>
        <path d={d} />
      </svg>
    );
  };

const XLogo = icon(
  'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z',
);
const LinkedInLogo = icon(
  'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5M3 9.5h4V21H3zm7 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6.1V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4z',
);
const FacebookLogo = icon(
  'M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.2C16.7 2.1 15.6 2 14.4 2 11.9 2 10 3.5 10 6.4v2.1H7.5V12H10v10h4V12h2.9l.4-3.5z',
);

/** Share Brandforge with one click: each link opens the network's own share page. */
export function ShareLinks() {
  // The prerendered page does not know the address it is served from; the links get it once hydrated.
  const url = encodeURIComponent(useHydrated() ? window.location.origin : '');
  const text = encodeURIComponent('Brandforge: define your brand and amplify your voice, free.');
  const links = [
    { label: 'Share on X', href: `https://x.com/intent/post?text=${text}&url=${url}`, Logo: XLogo },
    {
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      Logo: LinkedInLogo,
    },
    { label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}`, Logo: FacebookLogo },
  ];
  return (
    <ul className="flex gap-2">
      {links.map(({ label, href, Logo }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            title={label}
            className="flex size-9 items-center justify-center rounded-md border text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <Logo className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
