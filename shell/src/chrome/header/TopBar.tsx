import { useTranslation } from '@hospital/i18n';
import { SHELL_NAMESPACE } from '../../i18n';
import { useChromeRoute } from '../common/chromeRoute';
import { Logo } from '../common/Logo';
import { useCssHeightVariable } from '../common/useCssHeightVariable';
import { MenuTree } from '../menu/MenuTree';
import { useMenu } from '../menu/useMenu';
import { EmergencyCalls } from './EmergencyCalls';
import { HotlineStrip } from './HotlineStrip';
import { LanguageSelector } from './LanguageSelector';
import { MobileMenu } from './MobileMenu';
import { SearchToggle } from './SearchToggle';
import styles from './TopBar.module.css';

/**
 * The default layout's header: hotline strip (scrolls away) and the sticky bar with the emergency calls,
 * menu, search and language.
 */
export function TopBar() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { pathname } = useChromeRoute();
  const menu = useMenu();
  const measure = useCssHeightVariable('--topbar-height');
  return (
    <header className={styles.header} data-layout="default">
      <HotlineStrip />
      <div ref={measure} className={styles.bar}>
        <EmergencyCalls variant="bar" />
        <div className={styles.inner}>
          <Logo />
          <div className={styles.desktopMenu}>
            <MenuTree
              nodes={menu.nodes}
              source={menu.source}
              variant="bar"
              label={t('menu.label')}
              pathname={pathname}
            />
          </div>
          <div className={styles.actions}>
            <SearchToggle pathname={pathname} />
            <LanguageSelector />
            <MobileMenu menu={menu} pathname={pathname} />
          </div>
        </div>
      </div>
    </header>
  );
}
