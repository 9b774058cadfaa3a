import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from '../../hooks/useBodyScrollLock';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { cx } from '../../utils/cx';
import { getTabbableElements } from '../../utils/focusable';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on the close button and (unless disabled) on a backdrop click. */
  onClose: () => void;
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Actions row, e.g. a confirm and a cancel button. */
  footer?: ReactNode;
  /** Accessible name of the × button ('Tutup' / 'Close'). */
  closeLabel: string;
  /** Element to focus on open. Default: the first tabbable element of the content, then the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnBackdropClick?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** Accessible modal dialog rendered into document.body. Renders nothing while closed. */
export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  onClose,
  title,
  children,
  footer,
  closeLabel,
  initialFocusRef,
  closeOnBackdropClick = true,
  size = 'md',
  className,
}: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  useReturnFocus(true);
  useFocusTrap(panelRef, true, {
    initialFocus: () =>
      initialFocusRef?.current ??
      firstTabbable(bodyRef.current) ??
      firstTabbable(footerRef.current) ??
      closeButtonRef.current,
  });
  useBodyScrollLock(true);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // React events bubble through portals: ignore keys from a nested dialog rendered elsewhere in the DOM.
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    if (!event.currentTarget.contains(event.target as Node)) return;
    event.stopPropagation();
    onClose();
  };

  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };

  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    // A drag that starts inside the panel (selecting text) and ends on the backdrop must not close it.
    const fromBackdrop = pressStartedOnBackdrop.current && event.target === event.currentTarget;
    pressStartedOnBackdrop.current = false;
    if (closeOnBackdropClick && fromBackdrop) onClose();
  };

  return createPortal(
    <div className={styles.backdrop} onMouseDown={handleBackdropMouseDown} onClick={handleBackdropClick}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(styles.panel, styles[size], className)}
        onKeyDown={handleKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            ref={closeButtonRef}
            type="button"
            className={styles.close}
            aria-label={closeLabel}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
        {footer && (
          <div ref={footerRef} className={styles.footer}>
            {footer}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}

function firstTabbable(container: HTMLElement | null): HTMLElement | undefined {
  return container ? getTabbableElements(container)[0] : undefined;
}
