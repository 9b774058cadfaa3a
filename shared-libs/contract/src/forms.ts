/** Newsletter: e-mail required, name and message optional. */
export interface NewsletterInput {
  name?: string;
  email: string;
  message?: string;
}

export interface NewsletterResult {
  subscribed: true;
  /** True when the address was already on the list: a friendly answer, no second row. */
  already_subscribed: boolean;
  message: string;
}

/** Contact message; `sendContactMessage` sends it form-encoded (docs/product-rules.md §7). */
export interface ContactInput {
  name: string;
  email: string;
  message: string;
}

export interface ContactResult {
  id: number;
  received_at: string;
  message: string;
}
