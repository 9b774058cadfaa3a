import { pick } from './pick';

describe('pick', () => {
  it('keeps the listed fields only, with their values', () => {
    const item = {
      id: 1,
      name: 'MCU Basic',
      body: [{ type: 'paragraph', text: 'long' }],
      price: 0,
      image: null,
    };
    expect(pick(item, ['id', 'price', 'image'])).toEqual({ id: 1, price: 0, image: null });
  });
});
