import type { ReactNode } from 'react';
import type { DataResult } from '../hooks/useApiData';
import type { SeoInput } from '../hooks/useSeo';
import { LoadError } from './LoadError';
import { NotFound } from './NotFound';
import { Seo } from './Seo';
import { LoadingRegion } from './Skeletons';
import { useT } from './useT';

export interface DataViewProps<T> {
  result: DataResult<T>;
  /** Skeleton with the size of the content it stands for. */
  skeleton: ReactNode;
  /** The content; it renders its own <Seo> from the data. */
  children: (data: T) => ReactNode;
  /** Head while loading or after a failure (the 404 panel sets its own). */
  fallbackSeo?: SeoInput;
  /** Whole-page data: an unknown item shows the 404 panel (owning the h1). */
  page?: boolean;
}

/** Loading → skeleton, unknown item → 404 panel, failure → error with retry, else the content. */
export function DataView<T>({ result, skeleton, children, fallbackSeo, page = false }: DataViewProps<T>) {
  const t = useT();
  const seo = fallbackSeo ? <Seo {...fallbackSeo} /> : null;
  if (result.status === 'loading') {
    return (
      <>
        {seo}
        <LoadingRegion label={t('common:loading')}>{skeleton}</LoadingRegion>
      </>
    );
  }
  if (result.status === 'error') {
    if (result.notFound && page) return <NotFound />;
    return (
      <>
        {seo}
        <LoadError onRetry={result.retry} headingLevel={page ? 1 : 2} />
      </>
    );
  }
  return <>{children(result.data)}</>;
}
