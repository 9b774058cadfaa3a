import confetti from 'canvas-confetti';
import { celebrate } from './celebrate';

jest.mock('canvas-confetti', () => ({
  __esModule: true,
  default: { create: jest.fn(() => jest.fn(() => null)) },
}));

function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

describe('confetti', () => {
  beforeEach(() => jest.mocked(confetti.create).mockClear());

  it('is skipped when the user prefers reduced motion', async () => {
    prefersReducedMotion(true);
    await celebrate();
    expect(confetti.create).not.toHaveBeenCalled();
  });

  it('fires on its own canvas without a worker (the CSP forbids blob: workers) and cleans up', async () => {
    prefersReducedMotion(false);
    await celebrate();
    expect(confetti.create).toHaveBeenCalledWith(expect.any(HTMLCanvasElement), {
      resize: true,
      useWorker: false,
      disableForReducedMotion: true,
    });
    expect(document.querySelector('canvas')).toBeNull();
  });
});
