import type { ComponentType } from 'react';
import type { IconProps } from '../icons/Icon';
import { FacebookIcon, InstagramIcon, TikTokIcon, YouTubeIcon } from '../icons/icons';

export interface SocialLink {
  key: 'instagram' | 'facebook' | 'youtube' | 'tiktok';
  href: string;
  Icon: ComponentType<IconProps>;
}

/** Plain links out; no embed, script, font or image is loaded from these networks. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { key: 'instagram', href: 'https://www.instagram.com/medikahospital', Icon: InstagramIcon },
  { key: 'facebook', href: 'https://www.facebook.com/medikahospital', Icon: FacebookIcon },
  { key: 'youtube', href: 'https://www.youtube.com/@medikahospital', Icon: YouTubeIcon },
  { key: 'tiktok', href: 'https://www.tiktok.com/@medikahospital', Icon: TikTokIcon },
];
