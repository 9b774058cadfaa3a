import type { ShellDictionary } from '../../i18n/shell.id';
import { LOOKUP_PATH } from '../common/navigation';

export interface FooterLink {
  href: string;
  /** A key of the `footer`, `menu` or `bottomBar` dictionary. */
  label:
    | `footer.${keyof ShellDictionary['footer']}`
    | `menu.${keyof ShellDictionary['menu']}`
    | `bottomBar.${keyof ShellDictionary['bottomBar']}`;
}

/** A booking is made, and found again to check or cancel it (docs/decisions.md, issue 15 item 1), from the footer too. */
export const APPOINTMENT_LINKS: readonly FooterLink[] = [
  { href: '/appointment', label: 'bottomBar.findDoctor' },
  { href: '/appointment/create', label: 'bottomBar.book' },
  { href: LOOKUP_PATH, label: 'menu.lookup' },
];

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
