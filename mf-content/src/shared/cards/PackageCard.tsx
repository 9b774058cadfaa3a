import type { ServicePackage } from '@hospital/api-client';
import { ItemCard } from '../components/ItemCard';
import { PriceTag } from '../components/PriceTag';
import { useT } from '../components/useT';

/** What the card renders: all a list of packages needs to carry (lib/pick.ts). */
export const PACKAGE_CARD_FIELDS = [
  'id',
  'path',
  'name',
  'image',
  'category',
  'summary',
  'price',
  'original_price',
  'items',
] as const;
export type PackageCardData = Pick<ServicePackage, (typeof PACKAGE_CARD_FIELDS)[number]>;

export function PackageCard({ pkg, headingLevel }: { pkg: PackageCardData; headingLevel?: 2 | 3 }) {
  const t = useT();
  return (
    <ItemCard
      href={pkg.path}
      title={pkg.name}
      image={pkg.image}
      headingLevel={headingLevel}
      eyebrow={pkg.category === 'mcu' ? t('packages.mcu') : t('packages.service')}
      summary={pkg.summary}
      footer={
        <>
          <PriceTag value={pkg.price} original={pkg.original_price} short />
          <span>{t('packages.itemsCount', { count: pkg.items.length })}</span>
        </>
      }
    />
  );
}
