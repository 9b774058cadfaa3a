import type { ReactNode } from 'react';
import { Breadcrumbs, Container, PageHeader, type BreadcrumbItem } from '@hospital/ui';
import { useNavigateHandler } from './useNavigateHandler';
import { useT } from './useT';
import styles from './PageLayout.module.css';

export interface PageLayoutProps {
  title: ReactNode;
  lead?: ReactNode;
  /** Parent pages; Home is added first and the current page last. */
  trail?: BreadcrumbItem[];
  actions?: ReactNode;
  children?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
  /** A tinted band behind the header. */
  band?: boolean;
}

/** Header (breadcrumbs, the page's one h1, lead) and body of a content page. */
export function PageLayout({
  title,
  lead,
  trail = [],
  actions,
  children,
  size = 'xl',
  band = true,
}: PageLayoutProps) {
  const t = useT();
  const onNavigate = useNavigateHandler();
  const items: BreadcrumbItem[] = [{ label: t('nav.home'), href: '/' }, ...trail, { label: title }];
  return (
    <div className={styles.page}>
      <div className={band ? styles.band : undefined}>
        <Container size={size}>
          <PageHeader
            title={title}
            lead={lead}
            actions={actions}
            breadcrumbs={<Breadcrumbs items={items} label={t('nav.breadcrumb')} onNavigate={onNavigate} />}
          />
        </Container>
      </div>
      <Container size={size} className={styles.body}>
        {children}
      </Container>
    </div>
  );
}
