import { writeFile } from 'node:fs/promises';
import { chromium, type Browser, type LaunchOptions, type Page, type WebSocketRoute } from '@playwright/test';
import config from '../../playwright.config';
import { expect, test, touchToStart, withoutDocument404 } from '../../support/fixtures';

// Demonstration meetings of the seed (api/src/seed/telemedicine.ts) and their published participant
// tokens (api/README.md): a room opens with `<meetingId>.<token>`, never with the meeting id alone.
const OPEN_ID = 'demo-R7kP2xQm9VtL4wNc';
const OPEN = `${OPEN_ID}.pasien-demo-2026`;
const OPEN_DOCTOR = `${OPEN_ID}.dokter-demo-2026`;
const UPCOMING = 'demo-H3fT8zWq5JbY6sKd.pasien-demo-2026';
const ENDED = 'demo-M9vC2nXr4GpZ7tBh.dokter-demo-2026';

const ROOM_FULL_ID =
  'Ruang konsultasi sudah berisi dua peserta. Hanya dokter dan pasien yang dapat bergabung.';

/** The suite's Chromium plus a fake camera and microphone that are allowed without a prompt. */
function mediaLaunchOptions(): LaunchOptions {
  const base = config.use?.launchOptions ?? {};
  return {
    ...base,
    args: [...(base.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  };
}

interface Participant {
  page: Page;
  errors: string[];
  /** Signalling sockets of this page, routed through the test so one can be cut. */
  sockets: { page: WebSocketRoute; server: WebSocketRoute }[];
  /** Holds the next signalling connections back (as a slow network would) until the returned release. */
  holdConnections(): () => void;
  /** While true, the ICE candidates this page sends are lost on the way (the rest gets through). */
  loseCandidates: boolean;
}

/**
 * Records the page's peer connections and what happens to them (states, candidates, tracks), as
 * console lines the test keeps: a call that does not connect is attached with its story.
 */
const RECORD_PEER_CONNECTIONS = `(() => {
  const Native = window.RTCPeerConnection;
  window.__peerConnections = [];
  class Recorded extends Native {
    constructor(config) {
      super(config);
      const n = window.__peerConnections.push(this);
      const log = (what) => console.debug('[pc' + n + '] ' + what);
      log('created');
      const restartIce = this.restartIce.bind(this);
      this.restartIce = () => { log('ICE restart'); restartIce(); };
      this.addEventListener('signalingstatechange', () => log('signaling ' + this.signalingState));
      this.addEventListener('iceconnectionstatechange', () => log('ice ' + this.iceConnectionState));
      this.addEventListener('connectionstatechange', () => log('connection ' + this.connectionState));
      this.addEventListener('icecandidate', (e) => log('local candidate ' + (e.candidate ? e.candidate.type : 'end')));
      this.addEventListener('track', (e) => log('track ' + e.track.kind + ' streams ' + e.streams.map((s) => s.id).join(',')));
    }
  }
  window.RTCPeerConnection = Recorded;
})();`;

/** What the last peer connection of the page received, and the remote video element's state. */
function mediaState(page: Page): Promise<string> {
  return page
    .evaluate(async () => {
      const list = (window as unknown as { __peerConnections?: RTCPeerConnection[] }).__peerConnections ?? [];
      const pc = list[list.length - 1];
      const video = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
      const lines = [
        `video: width ${video?.videoWidth} ready ${video?.readyState} paused ${video?.paused} tracks ${
          video?.srcObject instanceof MediaStream
            ? video.srcObject
                .getTracks()
                .map((t) => `${t.kind}:${t.id.slice(0, 8)}:${t.readyState}:${t.muted ? 'muted' : 'live'}`)
                .join(',')
            : 'none'
        }`,
      ];
      if (!pc) return lines.join('\n');
      lines.push(`pc${list.length} ${pc.connectionState} ${pc.signalingState}`);
      for (const t of pc.getTransceivers())
        lines.push(
          `transceiver ${t.mid} ${t.receiver.track.kind} ${t.direction}/${t.currentDirection} receiving ${t.receiver.track.id.slice(0, 8)}:${t.receiver.track.muted ? 'muted' : 'live'}`,
        );
      (await pc.getStats()).forEach((r: { type: string; kind?: string } & Record<string, unknown>) => {
        if (r.type === 'inbound-rtp' || r.type === 'outbound-rtp')
          lines.push(
            `${r.type} ${r.kind} packets ${r.packetsReceived ?? r.packetsSent} frames ${r.framesDecoded ?? r.framesEncoded} keyframes ${r.keyFramesDecoded ?? r.keyFramesEncoded} pli ${r.pliCount}`,
          );
      });
      return lines.join('\n');
    })
    .catch((error: unknown) => `no media state: ${String(error)}`);
}

/** The remote `<video>` shows frames of the other side. */
async function expectRemoteFrames(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .getByTestId('remote-video')
          .evaluate((video: HTMLVideoElement) => video.videoWidth)
          .catch(() => 0),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
}

/** Epoch milliseconds of a performance mark of the page (the first one, or the last one). */
function markTime(page: Page, name: string, which: 'first' | 'last' = 'first'): Promise<number | null> {
  return page.evaluate(
    ([markName, pick]) => {
      const entries = performance.getEntriesByName(markName);
      const entry = pick === 'first' ? entries[0] : entries[entries.length - 1];
      return entry ? performance.timeOrigin + entry.startTime : null;
    },
    [name, which] as const,
  );
}

test.describe('video consultation', () => {
  // Three real browsers encoding video on a shared 2-core machine: more time than a page test.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let browser: Browser;

  test.beforeAll(async () => {
    browser = await chromium.launch(mediaLaunchOptions());
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  let traced: { name: string; page: Page; trace: string[] }[] = [];
  test.beforeEach(() => {
    traced = [];
  });
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return;
    for (const [i, p] of traced.entries()) {
      const file = testInfo.outputPath(`call-trace-${i + 1}.txt`);
      const body = [p.name, ...p.trace, '--- at the end', await mediaState(p.page)].join('\n');
      await writeFile(file, body);
      await testInfo.attach(`call trace ${p.name}`, { path: file, contentType: 'text/plain' });
    }
  });

  async function participant(path = `/konsultasi/${OPEN}`): Promise<Participant> {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    await context.addInitScript(RECORD_PEER_CONNECTIONS);
    const page = await context.newPage();
    const trace: string[] = [];
    const t0 = Date.now();
    const note = (line: string) => trace.push(`${String(Date.now() - t0).padStart(6)} ${line}`);
    traced.push({ name: `${traced.length + 1} ${path}`, page, trace });
    page.on('console', (message) => note(`${message.type()} ${message.text()}`));
    const errors: string[] = [];
    const sockets: Participant['sockets'] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 500) errors.push(`${response.status()} ${response.url()}`);
    });
    let gate: Promise<void> | null = null;
    const self = { loseCandidates: false };
    await page.routeWebSocket(/\.encounter\/signal\//, async (socket) => {
      if (gate) await gate;
      const server = socket.connectToServer();
      socket.onMessage((message) => {
        const text = typeof message === 'string' ? message : '(binary)';
        const lost = self.loseCandidates && text.includes('"candidate"');
        note(`ws → ${lost ? '(lost) ' : ''}${text.replace(/"sdp":"[^"]*"/, '"sdp":…').slice(0, 160)}`);
        if (lost) return;
        server.send(message);
      });
      server.onMessage((message) => {
        const text = typeof message === 'string' ? message : '(binary)';
        note(`ws ← ${text.replace(/"sdp":"[^"]*"/, '"sdp":…').slice(0, 160)}`);
        socket.send(message);
      });
      sockets.push({ page: socket, server });
    });
    await page.goto(path);
    // The video room starts its code on load (its route is eager); another page waits for a first touch.
    await touchToStart(page);
    const holdConnections = () => {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    };
    return Object.assign(self, { page, errors, sockets, holdConnections });
  }

  async function join(p: Participant): Promise<void> {
    await p.page.getByRole('button', { name: 'Gabung sekarang' }).click();
  }

  test('the patient and the doctor see each other, show each other’s state, and a third is refused', async () => {
    const a = await participant();
    const b = await participant(`/konsultasi/${OPEN_DOCTOR}`);
    for (const p of [a, b]) {
      await expect(p.page.getByRole('heading', { level: 1, name: 'Konsultasi Online' })).toBeVisible();
      await expect(p.page.getByText('dr. Budi Tanjung, Sp.PD').first()).toBeVisible();
      // The camera preview runs before joining.
      await expect
        .poll(() => p.page.getByTestId('preview-video').evaluate((v: HTMLVideoElement) => v.videoWidth))
        .toBeGreaterThan(0);
    }

    await join(a);
    await expect(a.page.getByTestId('call-status')).toHaveText('Menunggu peserta lain bergabung…');
    await join(b);
    await Promise.all([expectRemoteFrames(a.page), expectRemoteFrames(b.page)]);
    await expect(a.page.getByTestId('call-status')).toHaveText('Terhubung');
    await expect(b.page.getByTestId('call-status')).toHaveText('Terhubung');

    // Join → first remote frame on loopback: for the second to join (the first was already waiting).
    const joinB = await markTime(b.page, 'medika:call-join', 'last');
    const frameB = await markTime(b.page, 'medika:call-first-remote-frame');
    const frameA = await markTime(a.page, 'medika:call-first-remote-frame');
    expect(joinB).not.toBeNull();
    const joinToFrame = Math.round((frameB ?? 0) - (joinB ?? 0));
    const otherSide = Math.round((frameA ?? 0) - (joinB ?? 0));
    test.info().annotations.push({
      type: 'join-to-first-remote-frame',
      description: `${joinToFrame} ms (joining side), ${otherSide} ms (waiting side, from the same click)`,
    });
    console.log(`Join → first remote video frame: ${joinToFrame} ms; waiting side: ${otherSide} ms`);
    expect(joinToFrame).toBeGreaterThan(0);

    // Mute and camera off are shown on the other side.
    await a.page.getByRole('button', { name: 'Matikan mikrofon' }).click();
    await expect(b.page.getByTestId('peer-state')).toContainText('Mikrofon peserta lain mati');
    await a.page.getByRole('button', { name: 'Matikan kamera' }).click();
    await expect(b.page.getByTestId('peer-state')).toContainText('Kamera peserta lain mati');
    await a.page.getByRole('button', { name: 'Nyalakan mikrofon' }).click();
    await expect(b.page.getByTestId('peer-state')).not.toContainText('Mikrofon');
    await a.page.getByRole('button', { name: 'Nyalakan kamera' }).click();
    await expect(b.page.getByTestId('peer-state')).toBeHidden();

    // A third browser with the patient's link again is refused with a clear message.
    const c = await participant();
    await join(c);
    await expect(c.page.getByTestId('call-error')).toHaveText(ROOM_FULL_ID);
    await expect(c.page.getByTestId('remote-video')).toHaveCount(0);
    // Someone with only the meeting id gets nothing: no doctor, no patient, no way in.
    const d = await participant(`/konsultasi/${OPEN_ID}?lang=en`);
    await expect(d.page.getByText('This link is incomplete')).toBeVisible();
    await expect(d.page.getByRole('button', { name: /^Join/ })).toHaveCount(0);
    await expect(d.page.getByText('dr. Budi Tanjung, Sp.PD')).toHaveCount(0);
    // ...and the two inside are not disturbed.
    await expect(a.page.getByTestId('call-status')).toHaveText('Terhubung');

    // Leaving is shown to the other side.
    await a.page.getByRole('button', { name: 'Keluar' }).click();
    await expect(a.page.getByText('Anda telah keluar dari konsultasi.').first()).toBeVisible();
    await expect(b.page.getByText('Peserta lain telah keluar dari konsultasi.')).toBeVisible();
    await expect(b.page.getByTestId('call-status')).toHaveText('Menunggu peserta lain bergabung…');

    for (const p of [a, b, c]) {
      expect(p.errors).toEqual([]);
      await p.page.context().close();
    }
    // Chromium logs the API's expected 403 as a failed resource; nothing else may appear.
    expect(d.errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
    await d.page.context().close();
  });

  test('a dropped signalling connection says “Reconnecting…” and the call comes back', async () => {
    const a = await participant();
    const b = await participant(`/konsultasi/${OPEN_DOCTOR}?lang=en`);
    await join(a);
    await b.page.getByRole('button', { name: 'Join now' }).click();
    await Promise.all([expectRemoteFrames(a.page), expectRemoteFrames(b.page)]);
    await expect(b.page.getByTestId('call-status')).toHaveText('Connected');

    // Cut B's WebSocket, as a network drop would, and keep the network down for a moment. The server
    // has not noticed yet (its heartbeat would, within 30 s): B's new connection replaces the stale one.
    const release = b.holdConnections();
    // The socket in use: the last one (a link that had to start anew came with a new one).
    const socketsBefore = b.sockets.length;
    await b.sockets[socketsBefore - 1].page.close({ code: 1001, reason: 'network drop' });
    await expect(b.page.getByTestId('call-status')).toContainText('Reconnecting…');
    await expect(b.page.getByTestId('call-status')).toContainText('Attempt 1');
    // The media path does not need the signalling server: B still sees A meanwhile.
    await expectRemoteFrames(b.page);
    release();

    await expect(b.page.getByTestId('call-status')).toHaveText('Connected', { timeout: 20_000 });
    await expect(a.page.getByTestId('call-status')).toHaveText('Terhubung', { timeout: 20_000 });
    expect(b.sockets).toHaveLength(socketsBefore + 1);
    await Promise.all([expectRemoteFrames(a.page), expectRemoteFrames(b.page)]);

    // Controls are keyboard operable and labelled.
    await b.page.getByRole('button', { name: 'Mute microphone' }).focus();
    await b.page.keyboard.press('Enter');
    await expect(b.page.getByRole('button', { name: 'Unmute microphone' })).toBeFocused();
    await expect(a.page.getByTestId('peer-state')).toContainText('Mikrofon');
    await b.page.keyboard.press('Tab');
    await expect(b.page.getByRole('button', { name: 'Turn camera off' })).toBeFocused();
    await b.page.keyboard.press('Space');
    await expect(a.page.getByTestId('peer-state')).toContainText('Kamera');

    for (const p of [a, b]) {
      await p.page.getByRole('button', { name: /Keluar|Leave/ }).click();
      expect(p.errors).toEqual([]);
      await p.page.context().close();
    }
  });

  test('a link that never gets a candidate is restarted after 12 s and the call connects on its own', async () => {
    const a = await participant();
    const b = await participant(`/konsultasi/${OPEN_DOCTOR}`);
    // Every candidate of the first negotiation is lost: neither browser ever has a pair to check, so
    // neither would ever report `failed` (peerLink.ts, CONNECT_TIMEOUT_MS).
    a.loseCandidates = true;
    b.loseCandidates = true;
    const started = Date.now();
    await join(a);
    await join(b);
    await expect(b.page.getByTestId('call-status')).toHaveText('Menyambungkan video…');
    await b.page.waitForTimeout(8_000);
    await expect(b.page.getByTestId('call-status')).toHaveText('Menyambungkan video…');
    a.loseCandidates = false;
    b.loseCandidates = false;
    await Promise.all([expectRemoteFrames(a.page), expectRemoteFrames(b.page)]);
    await expect(a.page.getByTestId('call-status')).toHaveText('Terhubung');
    const ms = Date.now() - started;
    console.log(`Call whose first candidates were all lost: connected ${ms} ms after joining`);
    // Nothing but the watchdog's ICE restart (12 s after the link started) sends new candidates.
    expect(ms).toBeGreaterThan(12_000);
    for (const p of [a, b]) {
      await p.page.getByRole('button', { name: 'Keluar' }).click();
      expect(p.errors).toEqual([]);
      await p.page.context().close();
    }
  });

  test('arriving by an in-app link asks for a reload, since the camera is only allowed on this page', async () => {
    const p = await participant('/');
    await expect(p.page.locator('main h1')).toBeVisible();
    await p.page.evaluate((path) => window.history.pushState(null, '', path), `/konsultasi/${OPEN}`);
    await expect(
      p.page.getByText('Kamera dan mikrofon dapat dipakai setelah halaman ini dimuat ulang.'),
    ).toBeVisible();
    await p.page.getByRole('button', { name: 'Muat ulang halaman' }).click();
    await expect
      .poll(() => p.page.getByTestId('preview-video').evaluate((v: HTMLVideoElement) => v.videoWidth), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    await expect(p.page.getByRole('button', { name: 'Gabung sekarang' })).toBeEnabled();
    expect(p.errors).toEqual([]);
    await p.page.context().close();
  });
});

test.describe('consultation page states', () => {
  test('an unknown key shows the 404 panel', async ({ page, consoleErrors }) => {
    await page.goto('/konsultasi/no-such-meeting-123');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Halaman ini tidak dapat ditemukan' }),
    ).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute(
      'href',
      '/',
    );
    await page.goto('/konsultasi/no-such-meeting-123?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
    // Chromium logs the page's own 404 answer as a failed resource; nothing else may appear.
    expect(withoutDocument404(consoleErrors)).toEqual([]);
  });

  test('a meeting not open yet and one already over say so, with the time', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`/konsultasi/${UPCOMING}`);
    await expect(page.getByText('Ruang konsultasi belum dibuka')).toBeVisible();
    await expect(page.getByText(/Ruang dibuka pada \w+, \d+ \w+ \d{4}, \d{2}\.\d{2} WIB/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gabung sekarang' })).toHaveCount(0);
    await page.goto(`/konsultasi/${ENDED}?lang=en`);
    await expect(page.getByText('This consultation has ended')).toBeVisible();
    await expect(page.getByText(/closed at \w+, \d+ \w+ \d{4}, \d{2}:\d{2} WIB/)).toBeVisible();
    // The links of an English page stay in English (the language is in the URL).
    await expect(page.getByRole('link', { name: 'Book a new appointment' })).toHaveAttribute(
      'href',
      '/en/appointment/create',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('without a key the page asks for the code, then opens the room', async ({ consoleErrors, page }) => {
    await page.goto('/konsultasi');
    await expect(page.getByRole('heading', { level: 1, name: 'Konsultasi Online' })).toBeVisible();
    await page.getByRole('button', { name: 'Buka ruang konsultasi' }).click();
    await expect(page.getByText('Kolom ini wajib diisi.')).toBeVisible();
    await page.getByLabel(/Kode konsultasi/).fill(OPEN);
    await page.getByRole('button', { name: 'Buka ruang konsultasi' }).click();
    await expect(page).toHaveURL(new RegExp(`/konsultasi/${OPEN}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Periksa kamera dan mikrofon' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a refused camera permission and a missing device each get a clear state', async ({
    consoleErrors,
    page,
  }) => {
    // The browser's answer to getUserMedia, decided by the test.
    await page.addInitScript(() => {
      const w = window as unknown as { mediaAnswer: string; mediaCalls: number };
      w.mediaAnswer = 'NotAllowedError';
      w.mediaCalls = 0;
      navigator.mediaDevices.getUserMedia = async () => {
        w.mediaCalls += 1;
        throw new DOMException('test', w.mediaAnswer);
      };
    });
    await page.goto(`/konsultasi/${OPEN}`);
    await expect(page.getByText(/Akses kamera dan mikrofon ditolak/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Gabung/ })).toBeDisabled();

    await page.evaluate(() => {
      (window as unknown as { mediaAnswer: string }).mediaAnswer = 'NotFoundError';
    });
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(page.getByText(/Kamera dan mikrofon tidak ditemukan/)).toBeVisible();
    // Without devices one can still join to see and hear the doctor.
    await expect(page.getByRole('button', { name: 'Gabung tanpa kamera dan mikrofon' })).toBeEnabled();
    expect(await page.evaluate(() => (window as unknown as { mediaCalls: number }).mediaCalls)).toBe(4);
    expect(consoleErrors).toEqual([]);
  });
});
