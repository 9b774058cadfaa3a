import { parseServerMessage, type ClientMessage, type ServerMessage } from './protocol';

export interface SignalingHandlers {
  onMessage(message: ServerMessage): void;
  /** The socket is gone: `code` 1006 when it never opened or the network dropped. */
  onClose(code: number): void;
}

export type WebSocketFactory = (url: string) => WebSocket;

/** How often the client proves the server is still there; a missing pong means a dead connection. */
export const KEEPALIVE_MS = 10_000;
const PONG_TIMEOUT_MS = 5_000;

/**
 * One WebSocket to the room's signalling endpoint: JSON in and out, and an application ping so a
 * silently dead connection (laptop lid, Wi-Fi switch) is noticed within seconds, not minutes.
 */
export class SignalingClient {
  private socket: WebSocket | null = null;
  private keepalive: ReturnType<typeof setInterval> | null = null;
  private pongTimer: ReturnType<typeof setTimeout> | null = null;
  private closedByUs = false;

  constructor(
    private readonly url: string,
    private readonly handlers: SignalingHandlers,
    private readonly createSocket: WebSocketFactory = (url) => new WebSocket(url),
  ) {}

  connect(): void {
    const socket = this.createSocket(this.url);
    this.socket = socket;
    socket.onopen = () => this.startKeepalive();
    socket.onmessage = (event: MessageEvent) => {
      const message = typeof event.data === 'string' ? parseServerMessage(event.data) : null;
      if (!message) return;
      if (message.type === 'pong') this.clearPongTimer();
      this.handlers.onMessage(message);
    };
    socket.onclose = (event: CloseEvent) => {
      this.stopKeepalive();
      if (this.socket === socket) this.socket = null;
      if (!this.closedByUs) this.handlers.onClose(event.code);
    };
    // An error is always followed by close, which is where it is handled.
    socket.onerror = () => undefined;
  }

  send(message: ClientMessage): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  /** Closes on purpose: no onClose callback follows. */
  close(): void {
    this.closedByUs = true;
    this.stopKeepalive();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState !== WebSocket.CLOSED && socket.readyState !== WebSocket.CLOSING) {
      socket.close(1000, 'client');
    }
  }

  private startKeepalive(): void {
    this.keepalive = setInterval(() => {
      if (!this.send({ type: 'ping' }) || this.pongTimer) return;
      this.pongTimer = setTimeout(() => {
        // No answer: treat as dropped so the call reconnects.
        this.pongTimer = null;
        const socket = this.socket;
        this.socket = null;
        this.stopKeepalive();
        socket?.close();
        if (!this.closedByUs) {
          this.closedByUs = true;
          this.handlers.onClose(1006);
        }
      }, PONG_TIMEOUT_MS);
    }, KEEPALIVE_MS);
  }

  private clearPongTimer(): void {
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.pongTimer = null;
  }

  private stopKeepalive(): void {
    if (this.keepalive) clearInterval(this.keepalive);
    this.keepalive = null;
    this.clearPongTimer();
  }
}
