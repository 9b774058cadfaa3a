/** Name of the hidden field bots fill in; people never see it (docs/product-rules.md §5's captcha is replaced by it). */
export const HONEYPOT_FIELD = 'website';
