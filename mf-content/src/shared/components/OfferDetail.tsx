import type { ReactNode } from 'react';
import type { ContentBlock } from '@hospital/api-client';
import { ContentBlocks } from './ContentBlocks';
import { LeadImage } from './LeadImage';
import { LinkButton } from './LinkButton';
import { useT } from './useT';
import styles from './OfferDetail.module.css';

export interface OfferDetailProps {
  image: string;
  body: readonly ContentBlock[];
  /** The summary shown under the h1, not repeated at the top of the text. */
  lead?: string;
  /** Price, validity, hospitals... shown in the side box. */
  facts: ReactNode;
  /** A list under the text, e.g. what a package includes. */
  children?: ReactNode;
  /**
   * Where this offer is booked (a package's clinics: docs/decisions.md, issue 26), one button each; without
   * them the wizard's first step.
   */
  bookings?: readonly { to: string; label: string }[];
}

/** Body of a promotion or package page: picture and text, a side box with the price and next steps. */
export function OfferDetail({ image, body, lead, facts, children, bookings }: OfferDetailProps) {
  const t = useT();
  return (
    <div className={styles.columns}>
      <article className={styles.main}>
        <LeadImage src={image} />
        <ContentBlocks blocks={body} lead={lead} />
        {children}
      </article>
      <aside className={styles.aside} aria-label={t('offer.summary')}>
        {facts}
        <div className={styles.actions}>
          {bookings && bookings.length > 0 ? (
            bookings.map((booking) => (
              <LinkButton key={booking.to} to={booking.to} fullWidth>
                {booking.label}
              </LinkButton>
            ))
          ) : (
            <LinkButton to="/appointment/create" fullWidth>
              {t('quick.book')}
            </LinkButton>
          )}
          <LinkButton to="/contact-us" variant="secondary" fullWidth>
            {t('offer.ask')}
          </LinkButton>
        </div>
      </aside>
    </div>
  );
}
