import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has come near the viewport (and from then on): what is below the fold
 * loads only when the guest scrolls towards it. Without IntersectionObserver, true at once.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = '300px'): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, inView]);
  return inView;
}
