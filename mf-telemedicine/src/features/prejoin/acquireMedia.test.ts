import { acquireMedia, pagePolicyAllowsMedia } from './acquireMedia';

const domError = (name: string) => Object.assign(new Error(name), { name });
const STREAM = { id: 'stream' } as unknown as MediaStream;

function devices(answer: (constraints: MediaStreamConstraints) => MediaStream) {
  const getUserMedia = jest.fn(async (constraints: MediaStreamConstraints) => answer(constraints));
  return { getUserMedia };
}

describe('acquireMedia', () => {
  it('asks for camera and microphone together, with the chosen devices', async () => {
    const media = devices(() => STREAM);
    await expect(acquireMedia(media, { cameraId: 'cam-2', microphoneId: '' })).resolves.toEqual({
      stream: STREAM,
      problem: null,
    });
    expect(media.getUserMedia).toHaveBeenCalledWith({
      audio: true,
      video: { width: { ideal: 1280 }, height: { ideal: 720 }, deviceId: { exact: 'cam-2' } },
    });
  });

  it('reports a refusal without asking again', async () => {
    const media = devices(() => {
      throw domError('NotAllowedError');
    });
    await expect(acquireMedia(media, { cameraId: '', microphoneId: '' })).resolves.toEqual({
      stream: null,
      problem: 'denied',
    });
    expect(media.getUserMedia).toHaveBeenCalledTimes(1);
  });

  it('falls back to audio only when there is no camera', async () => {
    const media = devices((c) => {
      if (c.video) throw domError('NotFoundError');
      return STREAM;
    });
    await expect(acquireMedia(media, { cameraId: '', microphoneId: '' })).resolves.toEqual({
      stream: STREAM,
      problem: 'no_camera',
    });
  });

  it('falls back to video only when there is no microphone, and reports no device at all', async () => {
    const noMic = devices((c) => {
      if (c.audio) throw domError('NotFoundError');
      return STREAM;
    });
    await expect(acquireMedia(noMic, { cameraId: '', microphoneId: '' })).resolves.toMatchObject({
      problem: 'no_microphone',
    });
    const nothing = devices(() => {
      throw domError('NotFoundError');
    });
    await expect(acquireMedia(nothing, { cameraId: '', microphoneId: '' })).resolves.toEqual({
      stream: null,
      problem: 'no_device',
    });
  });

  it('says unsupported when the browser has no mediaDevices (e.g. not a secure context)', async () => {
    await expect(acquireMedia(undefined, { cameraId: '', microphoneId: '' })).resolves.toEqual({
      stream: null,
      problem: 'unsupported',
    });
  });
});

describe('page policy', () => {
  it('does not even ask when the page was loaded without camera permission', async () => {
    const media = devices(() => STREAM);
    await expect(acquireMedia(media, { cameraId: '', microphoneId: '' }, false)).resolves.toEqual({
      stream: null,
      problem: 'page_policy',
    });
    expect(media.getUserMedia).not.toHaveBeenCalled();
  });

  it('reads Chromium’s featurePolicy, and assumes allowed where the browser has none', () => {
    const withPolicy = (allowed: string[]) =>
      ({ featurePolicy: { allowsFeature: (f: string) => allowed.includes(f) } }) as unknown as Document;
    expect(pagePolicyAllowsMedia(withPolicy([]))).toBe(false);
    expect(pagePolicyAllowsMedia(withPolicy(['camera', 'microphone']))).toBe(true);
    expect(pagePolicyAllowsMedia({} as Document)).toBe(true);
  });
});
