import { copyText } from './clipboard';

describe('copyText', () => {
  const original = navigator.clipboard;
  afterEach(() => {
    Object.defineProperty(navigator, 'clipboard', { value: original, configurable: true });
  });

  it('uses the Clipboard API when available', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await expect(copyText('K7PQ3MZXA9')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('K7PQ3MZXA9');
  });

  it('falls back to a selected textarea and execCommand when the API is missing or refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    let copied = '';
    document.execCommand = jest.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement).value;
      return true;
    });
    await expect(copyText('K7PQ3MZXA9')).resolves.toBe(true);
    expect(copied).toBe('K7PQ3MZXA9');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says so when nothing works', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    document.execCommand = jest.fn(() => false);
    await expect(copyText('X')).resolves.toBe(false);
  });
});
