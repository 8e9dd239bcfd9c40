import * as React from 'react';

const NewsletterForm = React.lazy(() => import('./newsletter-form').then((m) => ({ default: m.NewsletterForm })));

/** Same footprint as the form, so nothing moves when it arrives. */
function Placeholder() {
  return <div aria-hidden className="h-32" />;
}

/**
 * The form (with its validation library) is below the fold: it loads when the footer comes near the
 * viewport, keeping it out of the landing page's first download.
 */
export function LazyNewsletterForm() {
  const ref = React.useRef<HTMLDivElement>(null);
  const [near, setNear] = React.useState(false);
  React.useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '600px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref}>
      {near ? (
        <React.Suspense fallback={<Placeholder />}>
          <NewsletterForm />
        </React.Suspense>
      ) : (
        <Placeholder />
      )}
    </div>
  );
}
