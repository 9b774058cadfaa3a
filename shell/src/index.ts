// Async boundary: shared modules (React...) are negotiated by Module Federation before any app code runs.
import('./bootstrap');
