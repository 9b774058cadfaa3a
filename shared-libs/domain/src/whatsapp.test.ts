import { whatsappGreeting, whatsappUrl } from './whatsapp';

describe('whatsappUrl', () => {
  it('builds a wa.me link with the 62 number and encoded text', () => {
    expect(whatsappUrl('6281234567890', 'Halo & salam?')).toBe(
      'https://wa.me/6281234567890?text=Halo%20%26%20salam%3F',
    );
    expect(whatsappUrl('+62 812-3456-7890', 'x')).toBe('https://wa.me/6281234567890?text=x');
    expect(whatsappUrl('081234567890', 'x')).toBe('https://wa.me/6281234567890?text=x');
  });
});

describe('whatsappGreeting', () => {
  it('greets by hour in both languages', () => {
    expect(whatsappGreeting(8, 'id', 'Medika Hospital Bandung')).toBe(
      'Selamat Pagi, Medika Hospital Bandung. Saya ingin bertanya...',
    );
    expect(whatsappGreeting(12, 'id', 'Medika Hospital Cianjur')).toBe(
      'Selamat Malam, Medika Hospital Cianjur. Saya ingin bertanya...',
    );
    expect(whatsappGreeting(14, 'en', 'Medika Hospital Bandung')).toBe(
      'Good afternoon, Medika Hospital Bandung. I would like to ask...',
    );
  });
});
