import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes near the viewport (then stays true), so below-the-fold sections of the
 * home page download their code and data only when the visitor scrolls towards them.
 */
export function useInView<E extends Element>(rootMargin = '300px 0px'): [React.RefObject<E | null>, boolean] {
  const ref = useRef<E | null>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (inView) return;
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [inView, rootMargin]);
  return [ref, inView];
}
