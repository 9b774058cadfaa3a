import { useParams } from '@hospital/remote-kit';
import { PackageDetail } from './PackageDetail';
import { PackageListPage } from './PackageListPage';

/** `/package`. */
export function PackageIndexPage() {
  return <PackageListPage />;
}

/** `/package/:slug`. */
export function PackageSlugPage() {
  const { slug = '' } = useParams();
  return <PackageDetail key={slug} slug={slug} />;
}

/** `/services/paket-mcu/:slug?`: the check-up packages, or one of them. */
export function McuPage() {
  const { slug } = useParams();
  return slug ? <PackageDetail key={slug} slug={slug} /> : <PackageListPage category="mcu" />;
}
