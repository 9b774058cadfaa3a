import type { ServicePackage } from '@hospital/api-client';
import { ItemCard } from '../components/ItemCard';
import { PriceTag } from '../components/PriceTag';
import { useT } from '../components/useT';

export function PackageCard({ pkg, headingLevel }: { pkg: ServicePackage; headingLevel?: 2 | 3 }) {
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
