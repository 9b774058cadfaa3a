import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import styles from './Container.module.css';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** Max width: sm 640px (forms), md 768px (articles), lg 1024px, xl 1200px (default, listings). */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  as?: 'div' | 'section' | 'main' | 'header' | 'footer' | 'article';
  children: ReactNode;
}

/** Centres content with a max width and padding that grows with the viewport. */
export function Container({ size = 'xl', as: Tag = 'div', className, children, ...rest }: ContainerProps) {
  return (
    <Tag {...rest} className={cx(styles.container, styles[size], className)}>
      {children}
    </Tag>
  );
}
