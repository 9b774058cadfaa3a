import type { ShellDictionary } from '../../i18n/shell.id';

export interface FooterLink {
  href: string;
  /** A key of the `footer` or `menu` dictionary. */
  label: `footer.${keyof ShellDictionary['footer']}` | `menu.${keyof ShellDictionary['menu']}`;
}

export const ABOUT_LINKS: readonly FooterLink[] = [
  { href: '/about', label: 'footer.aboutProfile' },
  { href: '/about/management', label: 'footer.aboutManagement' },
  { href: '/about/career', label: 'footer.aboutCareer' },
  { href: '/partners', label: 'footer.partners' },
  { href: '/rooms-and-rate', label: 'footer.rooms' },
  { href: '/faq', label: 'footer.faq' },
  { href: '/download', label: 'footer.download' },
  { href: '/contact-us', label: 'footer.contact' },
];

export const CENTRE_LINKS: readonly FooterLink[] = [
  { href: '/coe/brain-center', label: 'menu.coeBrain' },
  { href: '/coe/digestive', label: 'menu.coeDigestive' },
  { href: '/coe/growth-and-puberty-clinic', label: 'menu.coeGrowth' },
  { href: '/coe/medical-check-up', label: 'menu.coeMcu' },
  { href: '/coe/pain-center', label: 'menu.coePain' },
  { href: '/coe/wellness-and-aesthetic', label: 'menu.coeWellness' },
  { href: '/coe/advanced-care/mom', label: 'menu.coeAdvancedMom' },
];
