import { Component, ErrorInfo, ReactNode } from 'react';
import { publish } from '@hospital/event-bus';
import styles from './RemoteErrorBoundary.module.css';

interface Props {
  remote: string;
  texts: { title: string; message: string; retry: string };
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** A page that throws keeps the shell and the other remotes alive and offers a retry. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.remote}] render error`, error, info.componentStack);
    // An uncaught error in this remote's slot, counted for its build (docs/decisions.md, "Issue 28 — metrics").
    publish('app:trouble', { app: this.props.remote, version: process.env.APP_VERSION, kind: 'slot-error' });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const { texts } = this.props;
    return (
      <section className={styles.panel} role="alert">
        <h1 className={styles.title}>{texts.title}</h1>
        <p>{texts.message}</p>
        <button type="button" className={styles.retry} onClick={() => this.setState({ error: null })}>
          {texts.retry}
        </button>
      </section>
    );
  }
}
