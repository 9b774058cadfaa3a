import type { Promo } from '@hospital/api-client';
import { ItemCard } from '../components/ItemCard';
import { PriceTag } from '../components/PriceTag';
import { useT } from '../components/useT';
import { useLang } from '../hooks/useLang';
import { formatDayMonthYear } from '@hospital/domain';

/** What the card renders: all a list of promotions needs to carry (lib/pick.ts). */
export const PROMO_CARD_FIELDS = ['id', 'path', 'name', 'image', 'valid_to', 'summary', 'price'] as const;
export type PromoCardData = Pick<Promo, (typeof PROMO_CARD_FIELDS)[number]>;

export function PromoCard({ promo, headingLevel }: { promo: PromoCardData; headingLevel?: 2 | 3 }) {
  const t = useT();
  const lang = useLang();
  return (
    <ItemCard
      href={promo.path}
      title={promo.name}
      image={promo.image}
      headingLevel={headingLevel}
      eyebrow={t('promotions.validUntil', { date: formatDayMonthYear(promo.valid_to, lang) })}
      summary={promo.summary}
      footer={
        promo.price !== null ? <PriceTag value={promo.price} short /> : <span>{t('promotions.free')}</span>
      }
    />
  );
}
