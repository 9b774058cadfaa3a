// Async boundary so shared modules are negotiated before app code runs (docs/architecture.md §9).
import('./bootstrap');
